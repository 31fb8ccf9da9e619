// @ts-check
// Loads many accounts into an identity database, for `npm run bench:users` (and by hand):
// users, their profiles and, for the subscribed ones, billing's read copy, the way the admin list
// reads them. The rows are made inside PostgreSQL from generate_series (no data crosses the
// socket: faster than COPY from here), with the secondary indexes dropped during the load and
// built again after it, then ANALYZEd. Never point it at a database that matters: it adds rows.
//
//   node scripts/seed-users-bench.mjs --database-url postgres://…/hirerelay_identity [--users 1000000]
//
// What the data looks like (the bench's searches rely on it):
// - names from 40 first and 40 last names (each last name on ~2.5 % of the accounts), e-mails
//   `first.last.N@domain` over 8 domains (gmail.com on ~30 %); 1 account in 50,000 is a
//   "Quackenbush" (the search that matches few rows); 4 % never filled in their name;
// - plans: Free 70 %, Starter 15 %, Professional 10 %, Unlimited 4 %, Custom Plan 1 %;
// - statuses: active 91 %, pending 5 %, unpaid 3 %, cancelled 1 %; created over three years.
import pg from 'pg';

const FIRST = [
  'James',
  'Mary',
  'Robert',
  'Patricia',
  'John',
  'Jennifer',
  'Michael',
  'Linda',
  'David',
  'Elizabeth',
  'William',
  'Barbara',
  'Richard',
  'Susan',
  'Joseph',
  'Jessica',
  'Thomas',
  'Sarah',
  'Carlos',
  'Karen',
  'Wei',
  'Priya',
  'Ahmed',
  'Fatima',
  'Yuki',
  'Olga',
  'Mateo',
  'Aisha',
  'Lukas',
  'Ines',
  'Noah',
  'Emma',
  'Liam',
  'Olivia',
  'Arjun',
  'Mei',
  'Omar',
  'Sofia',
  'Ivan',
  'Chloe',
];
const LAST = [
  'Smith',
  'Johnson',
  'Williams',
  'Brown',
  'Jones',
  'Garcia',
  'Miller',
  'Davis',
  'Rodriguez',
  'Martinez',
  'Hernandez',
  'Lopez',
  'Gonzalez',
  'Wilson',
  'Anderson',
  'Thomas',
  'Taylor',
  'Moore',
  'Jackson',
  'Martin',
  'Lee',
  'Perez',
  'Thompson',
  'White',
  'Harris',
  'Sanchez',
  'Clark',
  'Ramirez',
  'Lewis',
  'Robinson',
  'Walker',
  'Young',
  'Allen',
  'King',
  'Wright',
  'Scott',
  'Nguyen',
  'Patel',
  'Kim',
  'Okafor',
];
const DOMAINS = [
  'gmail.com',
  'gmail.com',
  'outlook.com',
  'yahoo.com',
  'icloud.com',
  'proton.me',
  'hey.com',
  'acme.io',
];
/** The rare surname: 1 account in RARE_EVERY. */
export const RARE_NAME = 'Quackenbush';
const RARE_EVERY = 50_000;
const TABLES = ['users', 'profiles', 'billing_accounts'];
/** The profile's name: 4 % never filled it in. */
const FULL_NAME = `CASE WHEN n % 25 = 3 THEN NULL ELSE first_name || ' ' || last_name END`;

/** A SQL array literal of plain words (no quotes in them). @param {string[]} values */
export const sqlArray = (values) => `ARRAY[${values.map((value) => `'${value}'`).join(',')}]`;

/**
 * The bulk-load session both bench seeds use: no synchronous commit, no triggers, the tables'
 * secondary indexes (not those behind a primary key or unique constraint) dropped during `load`
 * and built again after it, then ANALYZE. `pg_temp.draw(n, k, size)` gives `load` a value in
 * [0, size) from the n-th draw of stream k (PostgreSQL's integer hash, seeded), so every column
 * drawn from its own stream is uncorrelated with the others.
 * @param {pg.Client} db @param {string[]} tables @param {() => Promise<void>} load
 * @param {(line: string) => void} log
 */
export async function bulkLoad(db, tables, load, log) {
  const started = Date.now();
  await db.query(`SET maintenance_work_mem = '512MB'`);
  await db.query(`SET synchronous_commit = off`);
  // No triggers during the load (identity's copying profile names onto users would update every
  // row once more): the seeds write what a trigger would.
  await db.query(`SET session_replication_role = replica`);
  const { rows: indexes } = await db.query(
    `SELECT i.indexname, i.indexdef FROM pg_indexes i
      WHERE i.schemaname = 'public' AND i.tablename = ANY($1)
        AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname)`,
    [tables],
  );
  for (const { indexname } of indexes) await db.query(`DROP INDEX "${indexname}"`);
  await db.query(
    `CREATE FUNCTION pg_temp.draw(n int, k int, size int) RETURNS int IMMUTABLE LANGUAGE sql
       AS 'SELECT (abs(hashint4extended(n, k)) % size)::int'`,
  );
  await load();
  log(`seed: rows loaded in ${((Date.now() - started) / 1000).toFixed(0)} s; building indexes…`);
  for (const { indexdef } of indexes) await db.query(indexdef);
  for (const table of tables) await db.query(`ANALYZE ${table}`);
  log(`seed: ${tables.join(', ')} ready in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

/**
 * @param {{ databaseUrl: string, users: number, log?: (line: string) => void }} options
 * @returns {Promise<void>}
 */
export async function seedBenchUsers({ databaseUrl, users, log = () => {} }) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    await bulkLoad(db, TABLES, () => loadUsers(db, users), log);
  } finally {
    await db.end();
  }
}

/** @param {pg.Client} db @param {number} users */
async function loadUsers(db, users) {
  // Per account n: a first and a last name, a domain, a plan, a status, a creation time, each
  // drawn from its own hash of n, so no two are correlated (a filter and a search combine as
  // they would in real data).
  await db.query(
    `CREATE TEMP TABLE bench_people AS
       SELECT n,
              gen_random_uuid() AS id,
              (${sqlArray(FIRST)})[1 + pg_temp.draw(n, 1, ${FIRST.length})] AS first_name,
              CASE WHEN n % ${RARE_EVERY} = 7 THEN '${RARE_NAME}'
                   ELSE (${sqlArray(LAST)})[1 + pg_temp.draw(n, 2, ${LAST.length})] END AS last_name,
              (${sqlArray(DOMAINS)})[1 + pg_temp.draw(n, 3, ${DOMAINS.length})] AS domain,
              CASE WHEN pg_temp.draw(n, 4, 100) < 70 THEN 'Free' WHEN pg_temp.draw(n, 4, 100) < 85 THEN 'Starter'
                   WHEN pg_temp.draw(n, 4, 100) < 95 THEN 'Professional' WHEN pg_temp.draw(n, 4, 100) < 99 THEN 'Unlimited'
                   ELSE 'Custom Plan' END AS plan,
              CASE WHEN pg_temp.draw(n, 5, 100) < 91 THEN 'active' WHEN pg_temp.draw(n, 5, 100) < 96 THEN 'pending'
                   WHEN pg_temp.draw(n, 5, 100) < 99 THEN 'unpaid' ELSE 'cancelled' END::account_status AS status,
              timestamptz '2023-11-01' + (n::float8 / $1) * interval '3 years' AS created_at
         FROM generate_series(1, $1::int) AS n`,
    [users],
  );
  await db.query(
    `INSERT INTO users (id, email, password_hash, role, status, created_at, updated_at, last_login_at, plan,
                          search_name)
       SELECT id, lower(first_name || '.' || last_name || '.' || n || '@' || domain), 'not-a-real-hash',
              'user', status, created_at, created_at,
              CASE WHEN n % 3 = 0 THEN NULL ELSE created_at + interval '2 days' END, plan, ${FULL_NAME}
         FROM bench_people`,
  );
  await db.query(
    `INSERT INTO profiles (user_id, full_name, first_name, last_name, created_at, updated_at)
       SELECT id, ${FULL_NAME}, first_name, last_name, created_at, created_at
         FROM bench_people`,
  );
  await db.query(
    `INSERT INTO billing_accounts (user_id, plan_name, subscription_status, plan_quota, started_at,
                                     period_start, period_end, usage_quota, used, updated_at)
       SELECT id, plan, 'active', CASE plan WHEN 'Starter' THEN 50 WHEN 'Professional' THEN 150
                                           WHEN 'Unlimited' THEN 999 ELSE 10 END,
              created_at + interval '1 day', date_trunc('month', now()), date_trunc('month', now()) + interval '1 month',
              CASE plan WHEN 'Starter' THEN 50 WHEN 'Professional' THEN 150 WHEN 'Unlimited' THEN 999 ELSE 10 END,
              n % 10, now()
         FROM bench_people WHERE plan <> 'Free'`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const flag = (/** @type {string} */ name) => {
    const index = process.argv.indexOf(name);
    return index >= 0 ? process.argv[index + 1] : undefined;
  };
  const databaseUrl = flag('--database-url');
  if (!databaseUrl) {
    process.stderr.write('usage: node scripts/seed-users-bench.mjs --database-url URL [--users N]\n');
    process.exit(2);
  }
  await seedBenchUsers({
    databaseUrl,
    users: Number(flag('--users') ?? 1_000_000),
    log: (line) => process.stdout.write(`${line}\n`),
  });
}
