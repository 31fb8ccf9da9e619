-- An uploaded job resume's text, read off the request path (services/jobs/src/documents), and the
-- owner's profile resume's text as identity reports it, for fit analysis and drafts.
ALTER TABLE "job_documents" ADD COLUMN "text_state" TEXT,
ADD COLUMN "text_reason" TEXT,
ADD COLUMN "text" TEXT,
ADD COLUMN "text_at" TIMESTAMPTZ(3);

-- Resumes uploaded before this change are read once by the background work.
UPDATE "job_documents" SET "text_state" = 'pending' WHERE "type" = 'resume' AND "source" = 'upload';

-- What the background work looks for: uploads waiting to be read (few at any time).
CREATE INDEX "job_documents_text_pending_idx" ON "job_documents"("updated_at") WHERE "text_state" = 'pending';

CREATE TABLE "profile_resume_texts" (
    "user_id" UUID NOT NULL,
    "object_key" TEXT,
    "state" TEXT NOT NULL,
    "reason" TEXT,
    "text" TEXT,
    "changed_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "profile_resume_texts_pkey" PRIMARY KEY ("user_id")
);

-- A job whose fit must be (re)computed (its description or its resume's text changed): the fit work
-- takes them off the request path.
ALTER TABLE "jobs" ADD COLUMN "fit_pending" BOOLEAN NOT NULL DEFAULT false;
CREATE INDEX "jobs_fit_pending_idx" ON "jobs"("id") WHERE "fit_pending";
