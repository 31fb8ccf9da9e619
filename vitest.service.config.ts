import { defineConfig } from 'vitest/config';
import { swcForNest, workspaceSources } from './tools/vitest-swc.js';

/**
 * Service tests: one service's Nest module built in the test process against the real PostgreSQL
 * the global setup starts, with no NATS and no other process. Each file gets a database of its own
 * (a copy of the migrated one), so files run in parallel. For a service's rules; the wire
 * contracts stay with the integration tests (vitest.integration.config.ts).
 */
export default defineConfig({
  plugins: [swcForNest()],
  ...workspaceSources,
  test: {
    include: ['services/*/test/service/**/*.svc-spec.ts'],
    globalSetup: ['libs/testing/src/service-global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
