-- CreateTable
CREATE TABLE "jobs" (
    "id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "title" TEXT NOT NULL,
    "company" TEXT NOT NULL,
    "location" TEXT NOT NULL,
    "description" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "subscription_type" TEXT NOT NULL,
    "platform" TEXT NOT NULL,
    "url" TEXT NOT NULL,
    "normalized_url" TEXT NOT NULL,
    "site" TEXT NOT NULL,
    "site_job_id" TEXT NOT NULL,
    "applied_url" TEXT,
    "date_posted" TEXT NOT NULL,
    "job_type" TEXT NOT NULL,
    "salary" TEXT NOT NULL,
    "date_received" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "date_applied" TIMESTAMPTZ(3),
    "date_reapplied" TIMESTAMPTZ(3),
    "interview_secured" BOOLEAN NOT NULL DEFAULT false,
    "notes" TEXT,
    "admin_reviewed" BOOLEAN NOT NULL DEFAULT false,
    "unread_for_owner" INTEGER NOT NULL DEFAULT 0,
    "unread_for_staff" INTEGER NOT NULL DEFAULT 0,
    "version" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "jobs_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "job_recruiters" (
    "id" UUID NOT NULL,
    "job_id" UUID NOT NULL,
    "name" TEXT NOT NULL DEFAULT 'Unknown',
    "profile_url" TEXT,
    "email" TEXT,
    "phone" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "job_recruiters_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "job_documents" (
    "id" UUID NOT NULL,
    "job_id" UUID NOT NULL,
    "type" TEXT NOT NULL,
    "source" TEXT NOT NULL,
    "object_key" TEXT,
    "file_name" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "job_documents_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "job_timeline" (
    "id" UUID NOT NULL,
    "job_id" UUID NOT NULL,
    "event" TEXT NOT NULL,
    "date" TIMESTAMPTZ(3) NOT NULL,
    "status" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "job_timeline_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "messages" (
    "id" UUID NOT NULL,
    "job_id" UUID NOT NULL,
    "sender_id" UUID NOT NULL,
    "text" TEXT NOT NULL,
    "is_read" BOOLEAN NOT NULL DEFAULT false,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "messages_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "jobs_status_id_idx" ON "jobs"("status", "id");

-- CreateIndex
CREATE INDEX "jobs_platform_id_idx" ON "jobs"("platform", "id");

-- CreateIndex
CREATE INDEX "jobs_date_received_id_idx" ON "jobs"("date_received", "id");

-- CreateIndex
CREATE UNIQUE INDEX "jobs_user_id_normalized_url_key" ON "jobs"("user_id", "normalized_url");

-- CreateIndex
CREATE UNIQUE INDEX "jobs_user_id_site_site_job_id_key" ON "jobs"("user_id", "site", "site_job_id");

-- CreateIndex
CREATE INDEX "job_recruiters_job_id_created_at_idx" ON "job_recruiters"("job_id", "created_at");

-- CreateIndex
CREATE UNIQUE INDEX "job_documents_job_id_type_key" ON "job_documents"("job_id", "type");

-- CreateIndex
CREATE INDEX "job_timeline_job_id_date_idx" ON "job_timeline"("job_id", "date");

-- CreateIndex
CREATE INDEX "messages_job_id_created_at_idx" ON "messages"("job_id", "created_at");

-- AddForeignKey
ALTER TABLE "job_recruiters" ADD CONSTRAINT "job_recruiters_job_id_fkey" FOREIGN KEY ("job_id") REFERENCES "jobs"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "job_documents" ADD CONSTRAINT "job_documents_job_id_fkey" FOREIGN KEY ("job_id") REFERENCES "jobs"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "job_timeline" ADD CONSTRAINT "job_timeline_job_id_fkey" FOREIGN KEY ("job_id") REFERENCES "jobs"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "messages" ADD CONSTRAINT "messages_job_id_fkey" FOREIGN KEY ("job_id") REFERENCES "jobs"("id") ON DELETE CASCADE ON UPDATE CASCADE;


-- The list's orders and searches that the Prisma schema cannot express (see
-- src/jobs/job-list.repository.sql.md for the queries each one serves, and their plans).
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- Default order of an owner's list: unread first, then newest received.
CREATE INDEX "jobs_owner_default_idx" ON "jobs"("user_id", ("unread_for_owner" > 0), "date_received", "id");

-- Default order of the staff list: unread first, unreviewed before reviewed, then newest received.
CREATE INDEX "jobs_staff_default_idx" ON "jobs"(("unread_for_staff" > 0), (NOT "admin_reviewed"), "date_received", "id");

-- Title and company sort case-insensitively.
CREATE INDEX "jobs_title_lower_id_idx" ON "jobs"(lower("title"), "id");
CREATE INDEX "jobs_company_lower_id_idx" ON "jobs"(lower("company"), "id");

-- Date applied, a job not applied yet counting as the earliest (last when newest first).
CREATE INDEX "jobs_date_applied_id_idx" ON "jobs"(COALESCE("date_applied", '-infinity'::timestamptz), "id");

-- Substring filters: the search box (title or company) and the ID filter.
CREATE INDEX "jobs_title_trgm_idx" ON "jobs" USING gin ("title" gin_trgm_ops);
CREATE INDEX "jobs_company_trgm_idx" ON "jobs" USING gin ("company" gin_trgm_ops);
CREATE INDEX "jobs_id_trgm_idx" ON "jobs" USING gin (("id"::text) gin_trgm_ops);
