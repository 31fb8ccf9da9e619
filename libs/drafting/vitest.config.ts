import { defineConfig } from 'vitest/config';
import { workspaceSources } from '../../tools/vitest-swc.js';

// The render tests read the PDF and .docx back in libs/document-text's worker threads.
export default defineConfig({
  ...workspaceSources,
  test: { include: ['src/**/*.spec.ts'], environment: 'node', testTimeout: 30_000 },
});
