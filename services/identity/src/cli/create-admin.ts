// Creates the first admin (or promotes an existing account), without prompting:
//   DATABASE_URL=postgresql://… node services/identity/dist/cli/create-admin.js --email a@b.c [--password …]
// Without --password a strong one is generated and printed once.
import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { normalizeEmail, passwordPolicyError, ZEmail } from '@hirerelay/domain';
import { ZServiceEnv } from '@hirerelay/nest-common';
import { createDatabase, Transactions } from '../database.js';
import { PasswordHasher } from '../users/password-hasher.service.js';
import { UserRepository } from '../users/user.repository.js';

const USAGE =
  'usage: DATABASE_URL=postgresql://… node dist/cli/create-admin.js --email EMAIL [--password PASSWORD]\n';

function fail(message: string, code = 1): never {
  process.stderr.write(`create-admin: ${message}\n`);
  process.exit(code);
}

function readArguments(): { email: string; password: string | undefined } {
  let values;
  try {
    ({ values } = parseArgs({
      options: {
        email: { type: 'string' },
        password: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    }));
  } catch (error) {
    fail(`${(error as Error).message}\n${USAGE}`, 2);
  }
  if (values.help) {
    process.stdout.write(USAGE);
    process.exit(0);
  }
  const email = ZEmail.safeParse(values.email);
  if (!email.success) fail(`--email: ${email.error.issues[0]?.message ?? 'invalid'}\n${USAGE}`, 2);
  if (values.password !== undefined) {
    const problem = passwordPolicyError(values.password);
    if (problem) fail(`--password: ${problem}`, 2);
  }
  return { email: normalizeEmail(email.data), password: values.password };
}

const { email, password } = readArguments();
const databaseUrl = ZServiceEnv.shape.DATABASE_URL.safeParse(process.env.DATABASE_URL);
if (!databaseUrl.success) fail('DATABASE_URL must be set to the identity database (postgresql://…)');

const db = createDatabase(databaseUrl.data);
try {
  const users = new UserRepository(db);
  const hasher = new PasswordHasher();
  const existing = await users.findByEmail(email);
  if (existing) {
    if (existing.role !== 'admin') await users.updateAccount(db, existing.id, { role: 'admin' }, null);
    process.stdout.write(
      `${existing.role === 'admin' ? 'Already an admin' : 'Promoted to admin'}: ${email} (id ${existing.id})\n`,
    );
    if (password !== undefined) {
      process.stdout.write('The password was left unchanged (--password ignored).\n');
    }
    if (existing.status === 'cancelled') {
      process.stdout.write(
        'Note: this account is cancelled and cannot log in until its status is changed.\n',
      );
    }
  } else {
    const chosen = password ?? randomBytes(18).toString('base64url');
    const passwordHash = await hasher.hash(chosen);
    const created = await new Transactions(db).run((tx) =>
      users.createWithProfile(tx, { email, passwordHash, role: 'admin', smsConsent: false }),
    );
    if (!created) fail(`${email} was created by someone else meanwhile; run the command again to promote it`);
    process.stdout.write(`Created admin: ${email} (id ${created.id})\n`);
    if (password === undefined) process.stdout.write(`Generated password (shown once): ${chosen}\n`);
  }
} catch (error) {
  fail((error as Error).message);
} finally {
  await db.$disconnect();
}
