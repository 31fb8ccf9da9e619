import { defineConfig } from 'vitest/config';
import { swcForNest } from '../../tools/vitest-swc.js';

export default defineConfig({
  plugins: [swcForNest()],
  resolve: { conditions: ['source'] },
  test: { include: ['src/**/*.spec.ts'], environment: 'node' },
});
