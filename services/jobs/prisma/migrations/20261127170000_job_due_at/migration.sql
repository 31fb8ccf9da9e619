-- Issue 25 "The staff workbench": every job is due to be applied for a number of calendar hours
-- after its import, by the speed of the plan it was imported on (libs/domain service-level.ts,
-- the hours in jobs' settings). Jobs imported before this migration get the default hours from
-- their date received and plan: Unlimited 24, Professional 48, anything else 72.
ALTER TABLE "jobs" ADD COLUMN "due_at" TIMESTAMPTZ(3);
UPDATE "jobs" SET "due_at" = "date_received" + make_interval(hours => CASE "subscription_type"
    WHEN 'Unlimited' THEN 24
    WHEN 'Professional' THEN 48
    ELSE 72 END);
ALTER TABLE "jobs" ALTER COLUMN "due_at" SET NOT NULL;
