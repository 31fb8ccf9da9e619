import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.int-spec.ts'],
    testTimeout: 60_000,
    // Starting servers (or pulling container images) happens in hooks.
    hookTimeout: 180_000,
    // Servers are real processes: one file per worker process, files in parallel.
    pool: 'forks',
  },
});
