import { defineConfig } from 'vitest/config';
import { swcForNest, workspaceSources } from './tools/vitest-swc.js';

/**
 * Integration tests: real PostgreSQL, NATS (JetStream), Redis, S3 and SMTP servers started once
 * by the global setup; each file starts the built apps it needs as real processes.
 */
export default defineConfig({
  plugins: [swcForNest()],
  ...workspaceSources,
  test: {
    include: [
      'services/*/test/integration/**/*.int-spec.ts',
      'gateway/test/integration/**/*.int-spec.ts',
      'libs/testing/src/**/*.int-spec.ts',
      'scripts/**/*.int-spec.ts',
    ],
    globalSetup: ['libs/testing/src/global-setup.ts'],
    testTimeout: 90_000,
    hookTimeout: 120_000,
    // The apps under test share the servers and the two cores: one file at a time.
    fileParallelism: false,
  },
});
