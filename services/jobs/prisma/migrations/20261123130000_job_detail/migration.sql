-- Issue 13: job detail, staff at work on a job, chat. Hand-written (the list's expression indexes of
-- 20261123090000_jobs stay as they are).

-- The interview staff entered with the move to Interview Scheduled (the calendar e-mail, the reminder).
ALTER TABLE "jobs" ADD COLUMN "interview_at" TIMESTAMPTZ(3);

-- An uploaded document's size in bytes (null for the profile-resume reference).
ALTER TABLE "job_documents" ADD COLUMN "size" INTEGER;

-- The submission receipt of an `Application submitted` entry (which files, where, when, by whom).
ALTER TABLE "job_timeline" ADD COLUMN "receipt" JSONB;

-- Who wrote a message: 'user' (the job's owner) or 'admin' (staff). No message was written before
-- this migration (the chat arrives with it): the default only lets the column be added.
ALTER TABLE "messages" ADD COLUMN "sender_role" TEXT NOT NULL DEFAULT 'user';
ALTER TABLE "messages" ALTER COLUMN "sender_role" DROP DEFAULT;

-- The chat is read newest first, page after page (keyset on created_at, id).
DROP INDEX "messages_job_id_created_at_idx";
CREATE INDEX "messages_job_id_created_at_id_idx" ON "messages"("job_id", "created_at", "id");
