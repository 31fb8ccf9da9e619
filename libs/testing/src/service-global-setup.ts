import fs from 'node:fs/promises';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { databaseName, REPO_ROOT, SERVICES } from '@hirerelay/local-infra/system';
import pg from 'pg';
import { startTestServers } from './servers.js';
import './vitest-context.js';

/**
 * The service tier's global setup: the same throwaway servers as the integration run, and each
 * service's database built from its migration files (the SQL `prisma migrate deploy` would run,
 * applied directly: a fraction of a second against the engine's several seconds per service).
 * These databases are only templates: each test file works on a copy (startServiceModule).
 */
export default async function setup(project: TestProject) {
  const servers = await startTestServers({ databases: SERVICES.map(databaseName) });
  try {
    await Promise.all(SERVICES.map((service) => applyMigrations(servers.env.POSTGRES_URL, service)));
  } catch (error) {
    await servers.stop();
    throw error;
  }
  project.provide('backing', servers.env);
  return async () => {
    await servers.stop();
  };
}

async function applyMigrations(postgresUrl: string, service: string): Promise<void> {
  const folder = path.join(REPO_ROOT, 'services', service, 'prisma', 'migrations');
  const migrations = (await fs.readdir(folder, { withFileTypes: true }))
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  const db = new pg.Client({ connectionString: `${postgresUrl}/${databaseName(service)}` });
  await db.connect();
  try {
    for (const migration of migrations)
      await db.query(await fs.readFile(path.join(folder, migration, 'migration.sql'), 'utf8'));
  } finally {
    await db.end();
  }
}
