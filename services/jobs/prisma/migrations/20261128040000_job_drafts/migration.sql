-- Drafts staff make for a job (services/jobs/src/drafts): staff-only until attached as its cover letter.
CREATE TABLE "job_drafts" (
    "id" UUID NOT NULL,
    "job_id" UUID NOT NULL,
    "kind" TEXT NOT NULL,
    "body" TEXT NOT NULL,
    "drafter" TEXT NOT NULL,
    "model" TEXT,
    "prompt_version" TEXT NOT NULL,
    "fallback_note" TEXT,
    "created_by" UUID NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_by" UUID NOT NULL,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "attached_at" TIMESTAMPTZ(3),

    CONSTRAINT "job_drafts_pkey" PRIMARY KEY ("id")
);

-- A job's drafts, oldest first (the packet lists them).
CREATE INDEX "job_drafts_job_id_created_at_id_idx" ON "job_drafts"("job_id", "created_at", "id");

ALTER TABLE "job_drafts" ADD CONSTRAINT "job_drafts_job_id_fkey" FOREIGN KEY ("job_id") REFERENCES "jobs"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- The model requests drafting took per UTC day, one row per day (the daily request budget).
CREATE TABLE "drafting_budget_days" (
    "day" DATE NOT NULL,
    "used" INTEGER NOT NULL,

    CONSTRAINT "drafting_budget_days_pkey" PRIMARY KEY ("day")
);
