-- Issue 24 follow-up: the counts by status above the jobs list at a million jobs. Counting the
-- rows cost ~0.5 s for staff. Instead two counter tables, kept by triggers on jobs in the same
-- transaction as every job write (import, status change, delete, any INSERT/UPDATE/DELETE), answer
-- the unfiltered counts by reading a few rows. Filtered counts still read jobs, up to a cap per
-- status (job-list.repository.ts).
-- (No semicolon inside these comments or statements: the schema engine's pg adapter splits the
-- script on every one, which is why the function bodies below write it as the escape \x3B.)

-- Per (user, status): a user's own counts, and staff's user filter.
CREATE TABLE "job_user_status_counts" (
    "user_id" UUID NOT NULL,
    "status" TEXT NOT NULL,
    "count" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "job_user_status_counts_pkey" PRIMARY KEY ("user_id","status")
);

-- Per status, over every job (staff). Each status is spread over 8 slots (the writing backend's
-- pid picks one) so concurrent imports do not all wait on one row lock: the count is the sum of
-- its slots (a slot alone may even be negative, after deletes counted in another slot).
CREATE TABLE "job_status_counts" (
    "status" TEXT NOT NULL,
    "slot" SMALLINT NOT NULL,
    "count" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "job_status_counts_pkey" PRIMARY KEY ("status","slot")
);

-- One statement's changes of jobs as deltas per (user, status), from its transition tables, added
-- to both tables. Rows are locked in key order (user counters first, then the status slots), so
-- concurrent writers wait for each other but never deadlock. An UPDATE that moves no job between
-- statuses or owners (a toggle, the unread counters) writes nothing.
CREATE FUNCTION "jobs_count_by_status"() RETURNS trigger LANGUAGE plpgsql AS E'
DECLARE
  users uuid[]\x3B
  statuses text[]\x3B
  deltas int[]\x3B
BEGIN
  IF TG_OP = ''INSERT'' THEN
    SELECT array_agg(d.user_id ORDER BY d.user_id, d.status), array_agg(d.status ORDER BY d.user_id, d.status),
           array_agg(d.n ORDER BY d.user_id, d.status)
      INTO users, statuses, deltas
      FROM (SELECT n.user_id, n.status, count(*)::int AS n FROM new_jobs n GROUP BY n.user_id, n.status) d\x3B
  ELSIF TG_OP = ''DELETE'' THEN
    SELECT array_agg(d.user_id ORDER BY d.user_id, d.status), array_agg(d.status ORDER BY d.user_id, d.status),
           array_agg(d.n ORDER BY d.user_id, d.status)
      INTO users, statuses, deltas
      FROM (SELECT o.user_id, o.status, -count(*)::int AS n FROM old_jobs o GROUP BY o.user_id, o.status) d\x3B
  ELSE
    SELECT array_agg(d.user_id ORDER BY d.user_id, d.status), array_agg(d.status ORDER BY d.user_id, d.status),
           array_agg(d.n ORDER BY d.user_id, d.status)
      INTO users, statuses, deltas
      FROM (SELECT c.user_id, c.status, sum(c.n)::int AS n
              FROM (SELECT o.user_id, o.status, -1 AS n FROM old_jobs o
                    UNION ALL
                    SELECT n.user_id, n.status, 1 AS n FROM new_jobs n) c
             GROUP BY c.user_id, c.status
            HAVING sum(c.n) <> 0) d\x3B
  END IF\x3B
  IF users IS NULL THEN
    RETURN NULL\x3B
  END IF\x3B
  INSERT INTO job_user_status_counts AS t (user_id, status, count)
    SELECT u, s, n FROM unnest(users, statuses, deltas) AS d(u, s, n) ORDER BY u, s
    ON CONFLICT (user_id, status) DO UPDATE SET count = t.count + EXCLUDED.count\x3B
  INSERT INTO job_status_counts AS t (status, slot, count)
    SELECT s, pg_backend_pid() % 8, sum(n)::int FROM unnest(statuses, deltas) AS d(s, n)
     GROUP BY s HAVING sum(n) <> 0 ORDER BY s
    ON CONFLICT (status, slot) DO UPDATE SET count = t.count + EXCLUDED.count\x3B
  RETURN NULL\x3B
END';

CREATE TRIGGER "jobs_count_by_status_insert"
  AFTER INSERT ON "jobs" REFERENCING NEW TABLE AS new_jobs
  FOR EACH STATEMENT EXECUTE FUNCTION "jobs_count_by_status"();

CREATE TRIGGER "jobs_count_by_status_update"
  AFTER UPDATE ON "jobs" REFERENCING OLD TABLE AS old_jobs NEW TABLE AS new_jobs
  FOR EACH STATEMENT EXECUTE FUNCTION "jobs_count_by_status"();

CREATE TRIGGER "jobs_count_by_status_delete"
  AFTER DELETE ON "jobs" REFERENCING OLD TABLE AS old_jobs
  FOR EACH STATEMENT EXECUTE FUNCTION "jobs_count_by_status"();

-- The counters again from the jobs themselves: used below to backfill, and by bulk loads that run
-- without triggers (scripts/seed-jobs-bench.mjs). It blocks job writes while it counts (SHARE
-- lock, until its transaction ends), so no write is counted twice or missed.
CREATE FUNCTION "job_status_counts_rebuild"() RETURNS void LANGUAGE plpgsql AS E'
BEGIN
  LOCK TABLE jobs IN SHARE MODE\x3B
  DELETE FROM job_user_status_counts\x3B
  DELETE FROM job_status_counts\x3B
  INSERT INTO job_user_status_counts (user_id, status, count)
    SELECT user_id, status, count(*)::int FROM jobs GROUP BY user_id, status\x3B
  INSERT INTO job_status_counts (status, slot, count)
    SELECT status, 0, count(*)::int FROM jobs GROUP BY status\x3B
END';

-- TRUNCATE fires no row or statement DELETE trigger: the counters are emptied with the table.
CREATE FUNCTION "jobs_truncate_counts"() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  DELETE FROM job_user_status_counts\x3B
  DELETE FROM job_status_counts\x3B
  RETURN NULL\x3B
END';

CREATE TRIGGER "jobs_truncate_counts"
  AFTER TRUNCATE ON "jobs"
  FOR EACH STATEMENT EXECUTE FUNCTION "jobs_truncate_counts"();

SELECT "job_status_counts_rebuild"();
