-- The profile resume's text, read off the request path (services/identity/src/profile).
ALTER TABLE "profiles" ADD COLUMN "resume_text_state" TEXT,
ADD COLUMN "resume_text_reason" TEXT,
ADD COLUMN "resume_text" TEXT,
ADD COLUMN "resume_text_at" TIMESTAMPTZ(3);

-- Resumes on file before this change are read once by the background work.
UPDATE "profiles" SET "resume_text_state" = 'pending' WHERE "resume_object_key" IS NOT NULL;

-- What the background work looks for: resumes waiting to be read (few at any time).
CREATE INDEX "profiles_resume_text_pending_idx" ON "profiles"("resume_uploaded_at") WHERE "resume_text_state" = 'pending';
