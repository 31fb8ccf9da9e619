-- Issue 27 "Fit analysis": the stored fit of each job, one row per job (written off the request path
-- by services/jobs/src/fit), and its band on the row of the job for the staff queue column (read with
-- the row the queue already fetches: no join, no new index).
CREATE TABLE "job_fits" (
    "job_id" UUID NOT NULL,
    "state" TEXT NOT NULL,
    "band" TEXT,
    "score" INTEGER,
    "requirements" JSONB NOT NULL DEFAULT '[]',
    "missing" JSONB NOT NULL DEFAULT '[]',
    "resume_years" DOUBLE PRECISION,
    "resume_source" TEXT,
    "version" INTEGER NOT NULL,
    "computed_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "job_fits_pkey" PRIMARY KEY ("job_id")
);
ALTER TABLE "job_fits" ADD CONSTRAINT "job_fits_job_id_fkey" FOREIGN KEY ("job_id")
  REFERENCES "jobs"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Null until a fit is stored. Jobs that exist before this change get theirs when first opened
-- (the fit read marks them pending), never all at once at start-up.
ALTER TABLE "jobs" ADD COLUMN "fit_band" TEXT;
