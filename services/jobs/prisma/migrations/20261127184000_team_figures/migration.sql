-- Issue 25 "The staff workbench": the team figures (services/jobs/src/team), read on two partial
-- covering indexes so they stay fast at a million jobs (index-only scans of the rows they count).

-- Applications by date applied, with what the figures read of them: the plan, who applied, when
-- the job came in and when it was due.
CREATE INDEX "jobs_applied_figures_idx" ON "jobs"("date_applied")
  INCLUDE ("subscription_type", "applied_by", "date_received", "due_at")
  WHERE "date_applied" IS NOT NULL;

-- Jobs not yet Applied (status Saved) by due time, with their details-needed mark: overdue now,
-- and those waiting for details.
CREATE INDEX "jobs_open_due_idx" ON "jobs"("due_at") INCLUDE ("details_needed") WHERE "status" = 'Saved';
