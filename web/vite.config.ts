import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig, type ProxyOptions } from 'vite';
import { precompress } from './build/precompress';

const webRoot = fileURLToPath(new URL('.', import.meta.url));

// The gateway serves the API and the built SPA on one origin; in development and preview
// Vite stands in for the SPA half and forwards /api to a running gateway.
const apiProxy: Record<string, ProxyOptions> = {
  '/api': { target: process.env.GATEWAY_URL ?? 'http://127.0.0.1:8080' },
};

export default defineConfig({
  root: webRoot,
  plugins: [react(), precompress()],
  resolve: {
    // Workspace libraries export their TypeScript sources under the "source" condition.
    conditions: ['source', ...defaultClientConditions],
  },
  server: { proxy: apiProxy },
  preview: { proxy: apiProxy },
  build: { outDir: 'dist', emptyOutDir: true },
});
