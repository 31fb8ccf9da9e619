import { defineConfig } from 'vitest/config';
import { swcForNest, workspaceSources } from '../../tools/vitest-swc.js';

export default defineConfig({
  plugins: [swcForNest()],
  ...workspaceSources,
  test: { include: ['src/**/*.spec.ts'], environment: 'node' },
});
