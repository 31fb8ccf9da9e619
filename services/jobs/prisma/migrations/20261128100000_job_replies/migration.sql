-- Issue 29 "Replies": an employer reply to an application, as notifications classified it, kept by
-- the replies consumer of jobs (id = the replyId of the event, so a redelivery inserts nothing).
-- Matched replies carry their job and show on its page, unmatched ones wait on the staff triage list.
CREATE TABLE "job_replies" (
    "id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "job_id" UUID,
    "from_name" TEXT NOT NULL,
    "from_address" TEXT NOT NULL,
    "subject" TEXT NOT NULL,
    "body" TEXT NOT NULL,
    "quoted" TEXT NOT NULL,
    "signature" TEXT NOT NULL,
    "received_at" TIMESTAMPTZ(3) NOT NULL,
    "kind" TEXT NOT NULL,
    "confidence" DOUBLE PRECISION NOT NULL,
    "evidence" TEXT NOT NULL,
    "suggested_status" TEXT,
    "suggestion_state" TEXT,
    "suggestion_by" UUID,
    "suggestion_at" TIMESTAMPTZ(3),
    "match_rule" TEXT,
    "match_reason" TEXT,
    "triage_state" TEXT,
    "attachments" JSONB NOT NULL DEFAULT '[]',
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "job_replies_pkey" PRIMARY KEY ("id")
);

-- The replies of a job, newest first (the job page).
CREATE INDEX "job_replies_job_id_received_at_idx" ON "job_replies"("job_id", "received_at");

-- The staff list of unmatched replies, oldest first: only open ones are indexed (not in the Prisma schema).
CREATE INDEX "job_replies_triage_open_idx" ON "job_replies"("received_at", "id") WHERE "triage_state" = 'open';

ALTER TABLE "job_replies" ADD CONSTRAINT "job_replies_job_id_fkey" FOREIGN KEY ("job_id")
  REFERENCES "jobs"("id") ON DELETE CASCADE ON UPDATE CASCADE;
