import { defineConfig } from 'vitest/config';
import { swcForNest, workspaceSources } from '../../tools/vitest-swc.js';

/**
 * `npm run bench:fit -- --service`: the fit work's bench (fit-service.bench.ts) alone, on the
 * service tier's databases (vitest.service.config.ts's setup).
 */
export default defineConfig({
  plugins: [swcForNest()],
  ...workspaceSources,
  test: {
    include: ['scripts/lib/fit-service.bench.ts'],
    globalSetup: ['libs/testing/src/service-global-setup.ts'],
    testTimeout: 600_000,
    hookTimeout: 120_000,
  },
});
