-- Issue 24 "Links we cannot read": where an imported job's details came from ('page' read by jobs,
-- 'extension' read from the user's tab, 'none' when nothing could be read) and the staff mark
-- `details needed` (set when nothing could be read, cleared when staff save the job's fields).
-- Every job imported before this migration was read from its page.
ALTER TABLE "jobs" ADD COLUMN "details_source" TEXT NOT NULL DEFAULT 'page';
ALTER TABLE "jobs" ADD COLUMN "details_needed" BOOLEAN NOT NULL DEFAULT false;

-- Staff's `details needed` filter, as the status and platform filters (equality, then id).
CREATE INDEX "jobs_details_needed_id_idx" ON "jobs"("details_needed", "id");

-- What the import dialog's review step read, kept a few minutes per user and normalized URL so the
-- Import that follows reuses it instead of fetching the page again (one fetch per import).
CREATE TABLE "reviewed_lookups" (
    "user_id" UUID NOT NULL,
    "normalized_url" TEXT NOT NULL,
    "lookup" JSONB NOT NULL,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "reviewed_lookups_pkey" PRIMARY KEY ("user_id","normalized_url")
);
