-- Issue 25 "The staff workbench": the work queue, ownership and the overdue alert.
-- assignee_id: the staff member who owns the job (one at a time, decided under the row lock).
-- staff_waiting_since: when the oldest message of the owner that staff have not read was written
-- (null when staff have read everything), so the queue orders waiting owners by the message's age.
-- overdue_alerted_at: when the one overdue alert of the job was enqueued.
ALTER TABLE "jobs" ADD COLUMN "assignee_id" UUID;
ALTER TABLE "jobs" ADD COLUMN "assigned_at" TIMESTAMPTZ(3);
ALTER TABLE "jobs" ADD COLUMN "staff_waiting_since" TIMESTAMPTZ(3);
ALTER TABLE "jobs" ADD COLUMN "overdue_alerted_at" TIMESTAMPTZ(3);

UPDATE "jobs" j SET "staff_waiting_since" = m."first_unread"
  FROM (SELECT "job_id", min("created_at") AS "first_unread" FROM "messages"
         WHERE "sender_role" = 'user' AND NOT "is_read" GROUP BY "job_id") m
 WHERE m."job_id" = j."id" AND j."unread_for_staff" > 0;

-- Jobs already late when this ships are flagged in the queue but alert nobody: the alert is for a
-- job turning overdue, not a flood of old ones on the day of the release.
UPDATE "jobs" SET "overdue_alerted_at" = now() WHERE "status" = 'Saved' AND "due_at" <= now();

-- The staff-only history of a job's assignment: claim, assign, unclaim.
CREATE TABLE "job_assignments" (
    "id" UUID NOT NULL,
    "job_id" UUID NOT NULL,
    "action" TEXT NOT NULL,
    "assignee_id" UUID,
    "previous_assignee_id" UUID,
    "changed_by" UUID NOT NULL,
    "at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "job_assignments_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "job_assignments_job_id_at_idx" ON "job_assignments"("job_id", "at");
ALTER TABLE "job_assignments" ADD CONSTRAINT "job_assignments_job_id_fkey" FOREIGN KEY ("job_id")
  REFERENCES "jobs"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- The queue: jobs not yet Applied (status Saved) and jobs whose owner waits for staff, ordered by
-- when they need a person (a Saved job's due time, or the waiting message's time if earlier),
-- ties by id. Partial indexes over the queue's rows only, so their size follows the open work,
-- not the million jobs: the whole queue, one assignee's (and the unassigned, assignee_id IS NULL),
-- one plan's, and the jobs that need their details.
CREATE INDEX "jobs_queue_idx" ON "jobs"(
    (CASE WHEN "status" = 'Saved' THEN LEAST("due_at", "staff_waiting_since") ELSE "staff_waiting_since" END), "id")
  WHERE "status" = 'Saved' OR "staff_waiting_since" IS NOT NULL;
CREATE INDEX "jobs_queue_assignee_idx" ON "jobs"("assignee_id",
    (CASE WHEN "status" = 'Saved' THEN LEAST("due_at", "staff_waiting_since") ELSE "staff_waiting_since" END), "id")
  WHERE "status" = 'Saved' OR "staff_waiting_since" IS NOT NULL;
CREATE INDEX "jobs_queue_plan_idx" ON "jobs"("subscription_type",
    (CASE WHEN "status" = 'Saved' THEN LEAST("due_at", "staff_waiting_since") ELSE "staff_waiting_since" END), "id")
  WHERE "status" = 'Saved' OR "staff_waiting_since" IS NOT NULL;
CREATE INDEX "jobs_queue_details_idx" ON "jobs"(
    (CASE WHEN "status" = 'Saved' THEN LEAST("due_at", "staff_waiting_since") ELSE "staff_waiting_since" END), "id")
  WHERE ("status" = 'Saved' OR "staff_waiting_since" IS NOT NULL) AND "details_needed";

-- The overdue sweeper: Saved jobs not yet alerted, by due time.
CREATE INDEX "jobs_overdue_alert_idx" ON "jobs"("due_at") WHERE "status" = 'Saved' AND "overdue_alerted_at" IS NULL;
