import { defineConfig } from 'vitest/config';

// The extraction tests start real worker threads and read real PDF and .docx files.
export default defineConfig({
  test: { include: ['src/**/*.spec.ts', 'test/**/*.spec.ts'], environment: 'node', testTimeout: 60_000 },
});
