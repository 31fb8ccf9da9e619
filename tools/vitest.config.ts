import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { include: ['tools/*.spec.ts', 'scripts/**/*.spec.ts'], environment: 'node', testTimeout: 60_000 },
});
