-- The staff user search (issue 12) at a million accounts: a case-insensitive substring of the name,
-- the e-mail or the plan. A btree cannot serve `ILIKE '%text%'`, so without these the search read
-- the whole created_at index (3.5 to 4.5 s for a search matching few rows). Trigram indexes find
-- the few matching rows directly. The status is an enum of four words: the service decides which
-- contain the text and filters on the existing status index. See admin-users.repository.sql.md.
-- (No semicolon inside these comments: the offline schema engine splits statements on them.)
CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE INDEX "users_email_trgm_idx" ON "users" USING GIN ("email" gin_trgm_ops);
CREATE INDEX "users_plan_trgm_idx" ON "users" USING GIN ("plan" gin_trgm_ops);
CREATE INDEX "profiles_full_name_trgm_idx" ON "profiles" USING GIN ("full_name" gin_trgm_ops);
