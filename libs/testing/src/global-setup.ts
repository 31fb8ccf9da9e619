import type { TestProject } from 'vitest/node';
import { migrateDatabases, SERVICES, databaseName } from '@hirerelay/local-infra/system';
import { startTestServers } from './servers.js';
import './vitest-context.js';

/**
 * Starts throwaway PostgreSQL, NATS, Redis, S3 and SMTP servers once for the integration run,
 * applies every service's migrations, and hands the addresses to the tests (`inject('backing')`).
 */
export default async function setup(project: TestProject) {
  const servers = await startTestServers({ databases: SERVICES.map(databaseName) });
  await migrateDatabases(servers.env);
  project.provide('backing', servers.env);
  return async () => {
    await servers.stop();
  };
}
