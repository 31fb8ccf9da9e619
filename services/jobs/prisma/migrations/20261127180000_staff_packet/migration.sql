-- Issue 25 "The staff workbench", the packet's part: who applied, staff's internal notes, and the
-- recruiter outreach staff record on Professional and Unlimited jobs.

-- The staff member who first moved the job to Applied (set with date_applied), for the team figures.
ALTER TABLE "jobs" ADD COLUMN "applied_by" UUID;

-- Staff's internal notes on a job: staff-only, never in an owner-facing read, event, e-mail or export.
-- Not the job's own notes column, which its owner sees.
CREATE TABLE "job_internal_notes" (
    "id" UUID NOT NULL,
    "job_id" UUID NOT NULL,
    "author_id" UUID NOT NULL,
    "author_name" TEXT,
    "text" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "job_internal_notes_pkey" PRIMARY KEY ("id")
);

CREATE INDEX "job_internal_notes_job_id_created_at_id_idx" ON "job_internal_notes"("job_id", "created_at", "id");

ALTER TABLE "job_internal_notes" ADD CONSTRAINT "job_internal_notes_job_id_fkey" FOREIGN KEY ("job_id") REFERENCES "jobs"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Outreach staff sent to a job's recruiter (e-mail or LinkedIn), with the recruiter's name as it was.
CREATE TABLE "job_outreach" (
    "id" UUID NOT NULL,
    "job_id" UUID NOT NULL,
    "recruiter_id" UUID,
    "recruiter_name" TEXT NOT NULL,
    "channel" TEXT NOT NULL,
    "message" TEXT NOT NULL,
    "sent_at" TIMESTAMPTZ(3) NOT NULL,
    "recorded_by" UUID NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "job_outreach_pkey" PRIMARY KEY ("id")
);

CREATE INDEX "job_outreach_job_id_sent_at_id_idx" ON "job_outreach"("job_id", "sent_at", "id");

ALTER TABLE "job_outreach" ADD CONSTRAINT "job_outreach_job_id_fkey" FOREIGN KEY ("job_id") REFERENCES "jobs"("id") ON DELETE CASCADE ON UPDATE CASCADE;

ALTER TABLE "job_outreach" ADD CONSTRAINT "job_outreach_recruiter_id_fkey" FOREIGN KEY ("recruiter_id") REFERENCES "job_recruiters"("id") ON DELETE SET NULL ON UPDATE CASCADE;
