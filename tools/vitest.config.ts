import { defineConfig } from 'vitest/config';
import { swcForNest, workspaceSources } from './vitest-swc.js';

export default defineConfig({
  // The apps' env schemas (k8s-manifests.spec.ts) come from their sources, through Nest-aware swc.
  plugins: [swcForNest()],
  ...workspaceSources,
  test: { include: ['tools/*.spec.ts', 'scripts/**/*.spec.ts'], environment: 'node', testTimeout: 60_000 },
});
