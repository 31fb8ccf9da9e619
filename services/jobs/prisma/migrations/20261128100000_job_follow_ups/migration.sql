-- Issue 29 "Follow-ups": a quiet application's follow-up tasks, and the job's switch and counters
-- the follow-up work reads (services/jobs/src/follow-ups).
CREATE TABLE "job_follow_ups" (
    "id" UUID NOT NULL,
    "job_id" UUID NOT NULL,
    "sequence" SMALLINT NOT NULL,
    "state" TEXT NOT NULL,
    "due_at" TIMESTAMPTZ(3) NOT NULL,
    "recipient" TEXT,
    "subject" TEXT,
    "body" TEXT,
    "message_id" TEXT,
    "sent_by" UUID,
    "sent_at" TIMESTAMPTZ(3),
    "closed_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "job_follow_ups_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "job_follow_ups_job_id_sequence_key" ON "job_follow_ups"("job_id", "sequence");
ALTER TABLE "job_follow_ups" ADD CONSTRAINT "job_follow_ups_job_id_fkey" FOREIGN KEY ("job_id")
  REFERENCES "jobs"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- The due tasks (the staff tab, oldest first, and the cancel sweep): few next to the table.
CREATE INDEX "job_follow_ups_due_idx" ON "job_follow_ups"("due_at", "id") WHERE "state" = 'due';

-- Constant defaults: no table rewrite on a large jobs table.
ALTER TABLE "jobs" ADD COLUMN "follow_ups_enabled" BOOLEAN NOT NULL DEFAULT true,
ADD COLUMN "follow_up_count" SMALLINT NOT NULL DEFAULT 0,
ADD COLUMN "follow_up_open" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN "follow_up_closed_at" TIMESTAMPTZ(3);

-- The follow-up work's candidates: Applied, no reply, switched on, fewer than two tasks, none
-- open, ordered by when the next one may start (the application, else the last task's close).
-- Only such jobs are in it, so each tick reads the due ones at its head and stops.
CREATE INDEX "jobs_follow_up_candidates_idx" ON "jobs"((COALESCE("follow_up_closed_at", "date_applied")), "id")
  WHERE "status" = 'Applied' AND "last_reply_at" IS NULL AND "follow_ups_enabled"
    AND "follow_up_count" < 2 AND NOT "follow_up_open";
