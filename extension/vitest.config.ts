import { fileURLToPath } from 'node:url';
import { defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  ssr: { resolve: { conditions: ['source', ...defaultServerConditions] } },
  test: { include: ['src/**/*.spec.ts', 'build/**/*.spec.ts'], environment: 'node' },
});
