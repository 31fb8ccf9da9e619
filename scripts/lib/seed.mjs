// @ts-check
// Seed data for `npm start`: a local admin account and the first blog posts, made once per data
// folder through the running system's own API (the same checks as any admin's).
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { randomBytes } from 'node:crypto';
import { SEED_BLOG_POSTS } from '../seed/blog-posts.mjs';
import { REPO_ROOT } from './bootstrap.mjs';

export const SEED_ADMIN_EMAIL = 'admin@hirerelay.local';

/**
 * @param {{ baseUrl: string, dataDir: string, identityDatabaseUrl: string, log: (line: string) => void }} options
 * @returns {Promise<void>}
 */
export async function seedLocalData({ baseUrl, dataDir, identityDatabaseUrl, log }) {
  const marker = path.join(dataDir, 'seeded');
  if (fs.existsSync(marker)) return;
  const credentialsFile = path.join(dataDir, 'secrets/local-admin');
  const password = readOrCreatePassword(credentialsFile);

  await promisify(execFile)(
    process.execPath,
    [
      path.join(REPO_ROOT, 'services/identity/dist/cli/create-admin.js'),
      `--email=${SEED_ADMIN_EMAIL}`,
      // One argument: a generated password may start with `-`, which a separate argument would
      // have read as an option (the seed then failed about one run in 64).
      `--password=${password}`,
    ],
    { env: { ...process.env, DATABASE_URL: identityDatabaseUrl } },
  );

  const api = await ApiSession.login(baseUrl, SEED_ADMIN_EMAIL, password);
  await api.send('PATCH', '/api/profile', { fullName: 'HireRelay team' });
  // Oldest first, so the list (newest first) opens with the first article.
  for (const post of [...SEED_BLOG_POSTS].reverse()) {
    const { status } = await api.send('POST', '/api/admin/blog/posts', { ...post, published: true }, [409]);
    if (status === 409) log(`seed: a post at /blog/${post.slug} already exists; kept it`);
  }
  fs.writeFileSync(marker, `${new Date().toISOString()}\n`);
  log(
    `seed: local admin ${SEED_ADMIN_EMAIL} (password in ${credentialsFile}) and ${SEED_BLOG_POSTS.length} blog posts`,
  );
}

/** @param {string} file */
function readOrCreatePassword(file) {
  if (fs.existsSync(file)) {
    const match = /^password=(.+)$/m.exec(fs.readFileSync(file, 'utf8'));
    if (match?.[1]) return match[1];
  }
  const password = randomBytes(18).toString('base64url');
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  fs.writeFileSync(file, `email=${SEED_ADMIN_EMAIL}\npassword=${password}\n`, { mode: 0o600 });
  return password;
}

/**
 * Just enough of a browser for the seed (and bench:web's signed-in pages): a cookie jar, and the CSRF header on every change, read
 * from the current CSRF cookie (the gateway binds the token to the session and re-issues it when
 * the session changes, e.g. at login).
 */
export class ApiSession {
  /** @param {string} baseUrl */
  constructor(baseUrl) {
    this.baseUrl = baseUrl;
    /** @type {Map<string, string>} */
    this.cookies = new Map();
  }

  /** @param {string} baseUrl @param {string} email @param {string} password */
  static async login(baseUrl, email, password) {
    const session = new ApiSession(baseUrl);
    session.remember(await fetch(`${baseUrl}/api/auth/csrf`));
    await session.send('POST', '/api/auth/login', { email, password });
    return session;
  }

  get csrf() {
    return this.cookies.get('__Host-csrf') ?? this.cookies.get('csrf') ?? '';
  }

  /**
   * @param {string} method @param {string} route @param {unknown} body
   * @param {number[]} [tolerated] statuses that are answers, not failures
   */
  async send(method, route, body, tolerated = []) {
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await fetch(`${this.baseUrl}${route}`, {
      method,
      headers: { 'content-type': 'application/json', cookie, 'x-csrf-token': this.csrf },
      body: JSON.stringify(body),
    });
    this.remember(response);
    if (!response.ok && !tolerated.includes(response.status)) {
      throw new Error(`seed: ${method} ${route} answered ${response.status}: ${await response.text()}`);
    }
    return { status: response.status, response };
  }

  /** Keeps the cookies a response set (an empty value clears one). @param {Response} response */
  remember(response) {
    for (const line of response.headers.getSetCookie()) {
      const pair = line.split(';', 1)[0] ?? '';
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator);
      const value = pair.slice(separator + 1);
      if (value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}
