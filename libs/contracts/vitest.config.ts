import { defineConfig } from 'vitest/config';
import { workspaceSources } from '../../tools/vitest-swc.js';

export default defineConfig({
  ...workspaceSources,
  test: { include: ['src/**/*.spec.ts'], environment: 'node' },
});
