-- Runs once, when the postgres container initializes an empty data volume
-- (docker-entrypoint-initdb.d). One database per service.
CREATE DATABASE hirerelay_identity;
CREATE DATABASE hirerelay_jobs;
CREATE DATABASE hirerelay_billing;
CREATE DATABASE hirerelay_content;
CREATE DATABASE hirerelay_notifications;
