import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { readLogLines, useSharedSystem } from '@hirerelay/testing';
import { describe, expect, inject, it } from 'vitest';

// The project runs on Node 24 LTS whatever Node the machine has (scripts/lib/node-runtime.mjs):
// `npm start` and `npm test` re-run themselves on the pinned Node, and what they start follows.

const shared = inject('shared');
const RUNTIME_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../node-runtime');
const pinned = () =>
  String(
    Object.values(
      (
        JSON.parse(fs.readFileSync(path.join(RUNTIME_DIR, 'package.json'), 'utf8')) as {
          optionalDependencies: Record<string, string>;
        }
      ).optionalDependencies,
    )[0],
  );

describe('the Node the system runs on', () => {
  it('is Node 24 for the test runner and for every app the test system started (their ready lines)', async () => {
    expect(process.version).toMatch(/^v24\./);
    const { logDir } = await useSharedSystem(shared);
    const apps = ['gateway', 'identity', 'jobs', 'billing', 'content', 'notifications'];
    for (const app of apps) {
      const ready = readLogLines(path.join(logDir, `${app}.log`)).find(
        (line) => line.msg === 'gateway ready' || line.msg === 'service ready',
      );
      expect(ready, `${app}'s ready line`).toBeDefined();
      expect(ready?.node, app).toMatch(/^v24\./);
    }
  });

  it("re-runs a command started on the machine's own Node on the pinned Node 24", async () => {
    // The machine's `node` (PATH without the project's runtime), as `npm test` is started.
    const runtimeBin = path.join(RUNTIME_DIR, 'node_modules/.bin');
    const PATH = (process.env.PATH ?? '')
      .split(path.delimiter)
      .filter((dir) => path.resolve(dir) !== runtimeBin)
      .join(path.delimiter);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hirerelay-node-runtime-'));
    const script = path.join(dir, 'probe.mjs');
    fs.writeFileSync(
      script,
      `import { useProjectNode } from ${JSON.stringify(pathToFileURL(path.join(RUNTIME_DIR, '../lib/node-runtime.mjs')).href)};\n` +
        `await useProjectNode();\nconsole.log(JSON.stringify({ version: process.version, path: process.env.PATH }));\n`,
    );
    try {
      const { stdout } = await promisify(execFile)('node', [script], {
        env: { ...process.env, PATH, HIRERELAY_PROJECT_NODE: '' },
        timeout: 120_000,
      });
      const probe = JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}') as { version: string; path: string };
      expect(probe.version).toBe(`v${pinned()}`);
      expect(probe.version).toMatch(/^v24\./);
      // First on PATH, so `node`, `npx` and `npm` in child processes run on it too.
      expect(probe.path.split(path.delimiter)[0]).toBe(runtimeBin);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
