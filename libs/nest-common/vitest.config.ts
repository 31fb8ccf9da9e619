import swc from 'unplugin-swc';
import { defineConfig } from 'vitest/config';

// swc keeps Nest's decorator metadata, which vitest's default esbuild transform drops.
export default defineConfig({
  plugins: [swc.vite({ tsconfigFile: false, swcrc: false, jsc: { transform: { legacyDecorator: true, decoratorMetadata: true } } })],
  resolve: { conditions: ['source'] },
  test: { include: ['src/**/*.spec.ts'], environment: 'node' },
});
