// @ts-check
// The service template as rules: what `npm run generate:service` and `generate:feature` create,
// and what the workspace-rules test (scripts/service-template.spec.ts) checks every service's tree
// against, so the template cannot drift. See services/README.md for the why of each rule.
import fs from 'node:fs';
import path from 'node:path';

/** A server file's last name part before `.ts`: what it is (`job-import.service.ts`). */
export const ROLE_SUFFIXES = [
  'module', // a feature: its handlers, services, repositories and what it exports to others
  'handler', // NATS request/reply handlers: parse and delegate
  'service', // the rules with their transactions and events; also injectable helpers (a hasher)
  'repository', // the only code that touches Prisma
  'mapper', // stored record → contract shape
  'rules', // pure rules (no I/O)
  'consumer', // one event consumer (defineEventConsumer)
  'worker', // a worker thread's entry (jobs' page extraction, run off the event loop by its pool)
  'client', // another service or a vendor, under clients/
  'template', // an e-mail's or a text's wording and markup
  'types', // types and schemas only
  'util', // small pure helpers (tokens, cursors, SQL patterns)
];

/** The names `database.ts` exports, the same in every service. */
export const DATABASE_EXPORTS = ['createDatabase', 'Database', 'Tx', 'Transactions', 'DatabaseModule'];

/** Folders under src/ that are not features. */
const NOT_FEATURES = new Set(['config', 'generated', 'cli']);
/** Files under src/ that have no role suffix by design. */
const ENTRY_FILES = new Set([
  'main.ts',
  'app.module.ts',
  'database.ts',
  'config/env.ts',
  'config/env.spec.ts',
]);

/** @param {string} dir @returns {string[]} paths relative to dir, `/`-separated */
function walk(dir, base = dir) {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name === 'generated' || entry.name === 'node_modules' ? [] : walk(full, base);
    return [path.relative(base, full).split(path.sep).join('/')];
  });
}

/** @param {string} file e.g. `quota/quota.service.spec.ts` @returns {string | undefined} */
function roleOf(file) {
  const match = /\.([a-z]+)(?:\.spec)?\.ts$/.exec(path.basename(file));
  const parts = path.basename(file).split('.');
  // `name.ts` and `name.spec.ts` have no role part.
  if (parts.length < 3 || (parts.length === 3 && parts[1] === 'spec')) return undefined;
  return match?.[1];
}

/**
 * What in one service's folder breaks the template, as `<relative path>: <rule>` lines.
 * @param {string} serviceDir e.g. services/billing
 * @returns {string[]}
 */
export function serviceTemplateProblems(serviceDir) {
  const name = path.basename(serviceDir);
  const src = path.join(serviceDir, 'src');
  const problems = /** @type {string[]} */ ([]);
  const files = walk(src).filter((file) => file.endsWith('.ts'));

  for (const required of ['main.ts', 'app.module.ts', 'config/env.ts', 'database.ts']) {
    if (!fs.existsSync(path.join(src, required))) problems.push(`src/${required}: missing`);
  }

  const database = path.join(src, 'database.ts');
  if (fs.existsSync(database)) {
    const exported = [
      ...fs
        .readFileSync(database, 'utf8')
        .matchAll(/^export (?:abstract )?(?:class|function|type|const|interface) (\w+)/gm),
    ].map((match) => match[1]);
    if (exported.join(',') !== DATABASE_EXPORTS.join(',')) {
      problems.push(`src/database.ts: exports ${exported.join(', ')}, not ${DATABASE_EXPORTS.join(', ')}`);
    }
  }

  const appModule = path.join(src, 'app.module.ts');
  if (fs.existsSync(appModule)) {
    const text = fs.readFileSync(appModule, 'utf8');
    if (/^\s*(providers|controllers):/m.test(text)) {
      problems.push('src/app.module.ts: lists providers or controllers (import feature modules instead)');
    }
    if (!/SystemModule\.forService\(/.test(text))
      problems.push('src/app.module.ts: does not import SystemModule');
  }

  const folders = fs.existsSync(src)
    ? fs
        .readdirSync(src, { withFileTypes: true })
        .filter((entry) => entry.isDirectory() && !NOT_FEATURES.has(entry.name))
    : [];
  for (const folder of folders) {
    if (!fs.existsSync(path.join(src, folder.name, `${folder.name}.module.ts`))) {
      problems.push(`src/${folder.name}/: a feature folder without ${folder.name}.module.ts`);
    }
  }

  for (const file of files) {
    if (ENTRY_FILES.has(file) || file.startsWith('cli/')) continue;
    if (!file.includes('/')) {
      problems.push(`src/${file}: outside a feature folder`);
      continue;
    }
    const role = roleOf(file);
    if (!role || !ROLE_SUFFIXES.includes(role)) {
      problems.push(`src/${file}: no role suffix`);
      continue;
    }
    if (role === 'client' && !file.startsWith('clients/'))
      problems.push(`src/${file}: a client outside clients/`);
    if (file.endsWith('.spec.ts') && !fs.existsSync(path.join(src, file.replace(/\.spec\.ts$/, '.ts')))) {
      problems.push(`src/${file}: a unit test without its source file beside it`);
    }
  }

  const support = path.join(serviceDir, 'test', 'support', `${name}-module.ts`);
  if (!fs.existsSync(support))
    problems.push(`test/support/${name}-module.ts: missing (the service tier's start)`);
  return problems;
}

/** The services of the workspace (folders of services/ with a package.json). @param {string} root */
export function serviceDirs(root) {
  const services = path.join(root, 'services');
  return fs
    .readdirSync(services, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(services, entry.name, 'package.json')))
    .map((entry) => path.join(services, entry.name));
}

/** The gateway's roles: HTTP edges instead of NATS handlers, plus its cross-cutting pieces. */
export const GATEWAY_ROLE_SUFFIXES = [
  'module',
  'controller',
  'service',
  'guard',
  'filter',
  'interceptor',
  'pipe',
  'decorator',
  'mapper',
  'rules',
  'types',
  'util',
  'plugin', // a piece of the Fastify server's own setup (a hook, a body parser, an error handler)
  'providers', // provider factories a module lists (the connections in common/infra)
  'feed', // one long-lived reading of a NATS stream shared by requests (job events)
  'messages', // a message table: the user-visible texts of the gateway's own refusals
];

/** Folders of gateway/src that are not API areas (settings; the OpenAPI document's builder). */
const GATEWAY_NOT_AREAS = new Set(['config', 'openapi']);

/**
 * What in the gateway's tree breaks the template: an AppModule that lists providers or
 * controllers, an area folder without its `<area>.module.ts`, files without a role suffix.
 * @param {string} gatewayDir
 * @returns {string[]}
 */
export function gatewayTemplateProblems(gatewayDir) {
  const src = path.join(gatewayDir, 'src');
  // The entries: the server's start, the app's builder (shared with the OpenAPI export) and the
  // export's own start (`npm run api:generate`).
  const entry = new Set([
    'main.ts',
    'app.module.ts',
    'create-app.ts',
    'export-openapi.ts',
    'config/env.ts',
    'config/env.spec.ts',
  ]);
  const appModule = fs.readFileSync(path.join(src, 'app.module.ts'), 'utf8');
  const flat = /^\s*(providers|controllers):/m.test(appModule)
    ? ['src/app.module.ts: lists providers or controllers (import area modules instead)']
    : [];
  const areas = fs
    .readdirSync(src, { withFileTypes: true })
    .filter((folder) => folder.isDirectory() && !GATEWAY_NOT_AREAS.has(folder.name))
    .filter((folder) => !fs.existsSync(path.join(src, folder.name, `${folder.name}.module.ts`)))
    .map((folder) => `src/${folder.name}/: an area folder without ${folder.name}.module.ts`);
  return flat.concat(
    areas,
    walk(path.join(gatewayDir, 'src'))
      .filter((file) => file.endsWith('.ts') && !entry.has(file))
      .filter((file) => {
        const role = roleOf(file);
        return !role || !GATEWAY_ROLE_SUFFIXES.includes(role);
      })
      .map((file) => `src/${file}: no role suffix`),
  );
}
