import type { TestProject } from 'vitest/node';
import { startSharedSystem } from './shared-system.js';
import { startOwnTestServers } from './system.js';
import './vitest-context.js';

/**
 * Starts throwaway PostgreSQL, NATS, Redis, S3 and SMTP servers once for the integration run,
 * applies every service's migrations, and hands the addresses to the tests (`inject('backing')`):
 * files that start apps of their own use these. A second set carries the run's one shared system
 * (the five services and the gateway, `inject('shared')` with `useSharedSystem`), started in the
 * background so files that do not use it never wait for it.
 */
export default async function setup(project: TestProject) {
  const [servers, sharedServers] = await Promise.all([startOwnTestServers(), startOwnTestServers()]);
  const shared = startSharedSystem(sharedServers.env);
  project.provide('backing', servers.env);
  project.provide('shared', shared.info);
  return async () => {
    await shared.stop();
    await Promise.all([servers.stop(), sharedServers.stop()]);
  };
}
