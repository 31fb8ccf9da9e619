// @ts-check
// Loads many jobs into a jobs database, for `npm run bench:jobs` (and by hand): the jobs with their
// timeline and recruiters, over accounts loaded into the identity database the way `bench:users`
// loads them (scripts/seed-users-bench.mjs: users, profiles and billing's read copy of their plan),
// so every job's owner is a real account. Made inside PostgreSQL from generate_series, secondary
// indexes built after the load, then ANALYZEd (seed-users-bench's `bulkLoad`), and the counters by
// status that jobs' triggers keep (which the load bypasses) rebuilt from the rows. Never point it at
// databases that matter: it adds rows.
//
//   node scripts/seed-jobs-bench.mjs --jobs-database-url postgres://…/hirerelay_jobs \
//     --identity-database-url postgres://…/hirerelay_identity [--jobs 1000000] [--users 10000]
//
// What the data looks like: owners drawn evenly over the accounts (and the `owners` given, e.g.
// the bench's signed-in user); received over the last two years; statuses Saved 35 %, Applied 30 %,
// Rejected 15 %, Interview Scheduled 8 %, Interview Completed 6 %, Offer Received 3 %, Withdrawn 3 %;
// the eight sites with their own job-id rule (JOB_SITES) evenly; titles from 24 roles × 6 levels,
// companies from 30 × 30 words × 5 suffixes; 70 % reviewed by staff; 3 % with messages unread by
// the owner, 2 % by staff; a `Job Saved` timeline line for every job, a status line for every job
// past Saved; a recruiter on 60 % of the jobs (a tenth of them still `Waiting for admin input`);
// every job past Saved applied by one of 25 staff members (`applied_by`).
// Service levels: each job due its plan's default hours after import; the Saved ones
// (all but the newest already late) count as alerted, so the overdue sweeper sends no storm of
// alerts; the owners with messages unread by staff wait since an hour after import; 1 % need details.
import { JOB_SITES } from '@hirerelay/domain';
import pg from 'pg';
import { bulkLoad, seedBenchUsers, sqlArray } from './seed-users-bench.mjs';

const ROLES = [
  'Software Engineer',
  'Backend Engineer',
  'Frontend Engineer',
  'Full Stack Developer',
  'Data Analyst',
  'Data Scientist',
  'Machine Learning Engineer',
  'Product Manager',
  'Product Designer',
  'UX Researcher',
  'DevOps Engineer',
  'Site Reliability Engineer',
  'Security Engineer',
  'QA Engineer',
  'Mobile Developer',
  'Engineering Manager',
  'Technical Writer',
  'Solutions Architect',
  'Sales Engineer',
  'Customer Success Manager',
  'Marketing Manager',
  'Account Executive',
  'Financial Analyst',
  'Operations Manager',
];
const LEVELS = ['Junior', 'Senior', 'Staff', 'Lead', 'Principal', 'Associate'];
const COMPANY_FIRST = [
  'Blue',
  'Bright',
  'North',
  'Silver',
  'Green',
  'Rapid',
  'Clear',
  'Summit',
  'Harbor',
  'Iron',
  'Golden',
  'Quiet',
  'Bold',
  'Crimson',
  'Pine',
  'Cedar',
  'Atlas',
  'Nova',
  'Polar',
  'Swift',
  'Urban',
  'Vivid',
  'Lunar',
  'Solar',
  'Coastal',
  'Prairie',
  'Maple',
  'Orbit',
  'Delta',
  'Echo',
];
const COMPANY_SECOND = [
  'Data',
  'Labs',
  'Works',
  'Systems',
  'Health',
  'Logic',
  'Cloud',
  'Bridge',
  'Path',
  'Forge',
  'Signal',
  'Stack',
  'Field',
  'Point',
  'Wave',
  'Leaf',
  'Stone',
  'Grid',
  'Mind',
  'Craft',
  'Ledger',
  'Motion',
  'Sight',
  'Scale',
  'Vector',
  'Harvest',
  'Circuit',
  'Beacon',
  'Anchor',
  'Spark',
];
const COMPANY_SUFFIX = ['Inc.', 'LLC', 'Ltd', 'GmbH', 'Group'];
const LOCATIONS = [
  'Remote',
  'New York, NY',
  'San Francisco, CA',
  'Austin, TX',
  'Seattle, WA',
  'Chicago, IL',
  'Boston, MA',
  'London, UK',
  'Berlin, Germany',
  'Toronto, Canada',
  'Waiting for admin input',
];
const PLANS = ['Starter', 'Professional', 'Unlimited'];
/** Each plan's default service-level hours, in PLANS' order (libs/domain service-level.ts). */
const PLAN_DUE_HOURS = [72, 48, 24];
const RECRUITERS = [
  'Waiting for admin input',
  'Alex Morgan',
  'Sam Rivera',
  'Jordan Lee',
  'Taylor Brooks',
  'Casey Nguyen',
  'Riley Patel',
  'Drew Walsh',
  'Jamie Chen',
  'Avery Kim',
];
const TABLES = ['jobs', 'job_timeline', 'job_recruiters'];
/** The staff members who applied (`applied_by`, for the team figures): ids of no account. */
const STAFF_MEMBERS = 25;

/** A status by weight from a draw in [0, 100). */
const STATUS = `CASE WHEN s < 35 THEN 'Saved' WHEN s < 65 THEN 'Applied' WHEN s < 80 THEN 'Rejected'
                     WHEN s < 88 THEN 'Interview Scheduled' WHEN s < 94 THEN 'Interview Completed'
                     WHEN s < 97 THEN 'Offer Received' ELSE 'Withdrawn' END`;

/**
 * @param {{ jobsDatabaseUrl: string, identityDatabaseUrl: string, jobs: number, users: number,
 *   owners?: string[], log?: (line: string) => void }} options
 *   `owners`: accounts that exist already (signed up through the API) to own jobs too
 * @returns {Promise<void>}
 */
export async function seedBenchJobs({
  jobsDatabaseUrl,
  identityDatabaseUrl,
  jobs,
  users,
  owners = [],
  log = () => {},
}) {
  await seedBenchUsers({ databaseUrl: identityDatabaseUrl, users, log });
  const identity = new pg.Client({ connectionString: identityDatabaseUrl });
  await identity.connect();
  /** @type {string[]} */
  let ownerIds;
  try {
    const { rows } = await identity.query(
      `SELECT id::text AS id FROM users WHERE password_hash = 'not-a-real-hash' ORDER BY created_at, id LIMIT $1`,
      [users],
    );
    ownerIds = [...owners, ...rows.map((row) => row.id)];
  } finally {
    await identity.end();
  }
  const db = new pg.Client({ connectionString: jobsDatabaseUrl });
  await db.connect();
  try {
    await bulkLoad(db, TABLES, () => loadJobs(db, jobs, ownerIds), log);
    // The load ran without triggers: the counts by status kept by them are counted once from the rows.
    await db.query('SELECT job_status_counts_rebuild()');
  } finally {
    await db.end();
  }
  log(`seed: ${jobs.toLocaleString('en')} jobs over ${ownerIds.length.toLocaleString('en')} accounts`);
}

/** @param {pg.Client} db @param {number} jobs @param {string[]} ownerIds */
async function loadJobs(db, jobs, ownerIds) {
  const day = 24 * 60;
  await db.query(
    `INSERT INTO jobs (id, user_id, title, company, location, description, status, subscription_type, platform,
                       url, normalized_url, site, site_job_id, date_posted, job_type, salary, date_received,
                       date_applied, interview_secured, admin_reviewed, unread_for_owner, unread_for_staff,
                       created_at, updated_at, due_at, applied_by, overdue_alerted_at, staff_waiting_since, details_needed)
     SELECT gen_random_uuid(), ($2::uuid[])[1 + pg_temp.draw(n, 1, cardinality($2::uuid[]))],
            (${sqlArray(LEVELS)})[1 + pg_temp.draw(n, 2, ${LEVELS.length})] || ' ' ||
              (${sqlArray(ROLES)})[1 + pg_temp.draw(n, 3, ${ROLES.length})],
            (${sqlArray(COMPANY_FIRST)})[1 + pg_temp.draw(n, 4, ${COMPANY_FIRST.length})] ||
              (${sqlArray(COMPANY_SECOND)})[1 + pg_temp.draw(n, 5, ${COMPANY_SECOND.length})] || ' ' ||
              (${sqlArray(COMPANY_SUFFIX)})[1 + pg_temp.draw(n, 6, ${COMPANY_SUFFIX.length})],
            (${sqlArray(LOCATIONS)})[1 + pg_temp.draw(n, 7, ${LOCATIONS.length})],
            'About the role: build and run the things our customers rely on.',
            status, (${sqlArray(PLANS)})[1 + pg_temp.draw(n, 8, ${PLANS.length})], site,
            url, url, site, n::text, 'Waiting for admin input', 'Full-time', 'Waiting for admin input',
            received, CASE WHEN status <> 'Saved' THEN received + make_interval(hours => 1 + pg_temp.draw(n, 10, 240)) END,
            status IN ('Interview Scheduled', 'Interview Completed', 'Offer Received'),
            pg_temp.draw(n, 11, 100) < 70,
            CASE WHEN pg_temp.draw(n, 12, 100) < 3 THEN 1 + pg_temp.draw(n, 13, 3) ELSE 0 END,
            CASE WHEN pg_temp.draw(n, 14, 100) < 2 THEN 1 + pg_temp.draw(n, 15, 3) ELSE 0 END,
            received, received,
            received + make_interval(hours => (ARRAY[${PLAN_DUE_HOURS.join(',')}])[1 + pg_temp.draw(n, 8, ${PLANS.length})]),
            CASE WHEN status <> 'Saved' THEN ('00000000-0000-4000-8000-' || lpad(pg_temp.draw(n, 18, ${STAFF_MEMBERS})::text, 12, '0'))::uuid END,
            -- Already late when loaded: flagged in the queue, but no alert storm from the sweeper.
            CASE WHEN status = 'Saved' THEN received END,
            -- The owners waiting for staff (unread_for_staff > 0) wrote an hour after import.
            CASE WHEN pg_temp.draw(n, 14, 100) < 2 THEN received + interval '1 hour' END,
            pg_temp.draw(n, 19, 100) < 1
       FROM (SELECT n, ${STATUS} AS status, site,
                    'https://jobs.example.com/' || lower(site) || '/' || n AS url,
                    date_trunc('minute', now()) - make_interval(mins => pg_temp.draw(n, 9, ${2 * 365 * day})) AS received
               FROM (SELECT n, pg_temp.draw(n, 16, 100) AS s,
                            (${sqlArray([...JOB_SITES])})[1 + pg_temp.draw(n, 17, ${JOB_SITES.length})] AS site
                       FROM generate_series(1, $1::int) AS n) AS drawn) AS job`,
    [jobs, ownerIds],
  );
  await db.query(
    `INSERT INTO job_timeline (id, job_id, event, date, status, created_at)
     SELECT gen_random_uuid(), id, 'Job Saved', date_received, 'completed', date_received FROM jobs
     UNION ALL
     SELECT gen_random_uuid(), id, 'Status changed to ' || status, date_applied, 'current', date_applied
       FROM jobs WHERE status <> 'Saved'`,
  );
  await db.query(
    `INSERT INTO job_recruiters (id, job_id, name, email, created_at)
     SELECT gen_random_uuid(), id, name,
            CASE WHEN name <> 'Waiting for admin input' THEN lower(replace(name, ' ', '.')) || '@example.com' END,
            date_received
       FROM (SELECT id, date_received, hashtext(id::text) AS h FROM jobs) AS job,
            LATERAL (SELECT (${sqlArray(RECRUITERS)})[1 + abs(h / 7) % ${RECRUITERS.length}] AS name) AS recruiter
      WHERE abs(h) % 10 < 6`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const flag = (/** @type {string} */ name) => {
    const index = process.argv.indexOf(name);
    return index >= 0 ? process.argv[index + 1] : undefined;
  };
  const jobsDatabaseUrl = flag('--jobs-database-url');
  const identityDatabaseUrl = flag('--identity-database-url');
  if (!jobsDatabaseUrl || !identityDatabaseUrl) {
    process.stderr.write(
      'usage: node scripts/seed-jobs-bench.mjs --jobs-database-url URL --identity-database-url URL [--jobs N] [--users N]\n',
    );
    process.exit(2);
  }
  await seedBenchJobs({
    jobsDatabaseUrl,
    identityDatabaseUrl,
    jobs: Number(flag('--jobs') ?? 1_000_000),
    users: Number(flag('--users') ?? 10_000),
    log: (line) => process.stdout.write(`${line}\n`),
  });
}
