import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isProcessRunning } from './process-state.js';
import { ownerOfTestServersFolder, sweepStaleTestServers } from './stale-servers.js';
import { waitFor } from './wait.js';

/** Starts a set of throwaway servers in a child process and answers their folder and pids. */
function startServersInChild(): Promise<{
  child: ReturnType<typeof spawn>;
  dataDir: string;
  pids: number[];
}> {
  const script = `
    import { startTestServers } from '@hirerelay/testing';
    const servers = await startTestServers({ databases: [] });
    process.stdout.write(JSON.stringify({ dataDir: servers.dataDir, pids: servers.pids }) + '\\n');
    setInterval(() => {}, 60_000);
  `;
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const line = out.split('\n').find((text) => text.startsWith('{'));
      if (line) resolve({ child, ...(JSON.parse(line) as { dataDir: string; pids: number[] }) });
    });
    child.once('exit', (code) =>
      reject(new Error(`the child exited (${String(code)}) before its servers ran`)),
    );
  });
}

describe('sweeping the servers of a killed test run', () => {
  it('reads the owner from the folder name, and ignores names that carry none', () => {
    expect(ownerOfTestServersFolder('hirerelay-test-4242-aB3xYz')).toBe(4242);
    expect(ownerOfTestServersFolder('hirerelay-test-aB3xYz')).toBeNull();
    expect(ownerOfTestServersFolder('hirerelay-seed-4242-aB3xYz')).toBeNull();
    expect(ownerOfTestServersFolder('hirerelay-test-0-aB3xYz')).toBeNull();
  });

  it("stops the servers of a run whose process was killed, and leaves a live run's and foreign folders", async () => {
    const { child, dataDir, pids } = await startServersInChild();
    expect(path.basename(dataDir)).toMatch(new RegExp(`^hirerelay-test-${String(child.pid)}-`));
    // A folder of this (live) process, and one from before names carried an owner.
    const mine = path.join(os.tmpdir(), `hirerelay-test-${String(process.pid)}-sweeptest`);
    const legacy = path.join(os.tmpdir(), 'hirerelay-test-legacysweeptest');
    await mkdir(mine, { recursive: true });
    await mkdir(legacy, { recursive: true });
    try {
      child.kill('SIGKILL');
      await waitFor(() => !isProcessRunning(child.pid!), { timeoutMs: 10_000 });
      // Killed, it stopped nothing: its servers still run.
      expect(pids.filter((pid) => isProcessRunning(pid))).toEqual(pids);

      const swept = await sweepStaleTestServers();
      expect(swept).toContain(dataDir);
      expect(existsSync(dataDir)).toBe(false);
      await waitFor(() => pids.every((pid) => !isProcessRunning(pid)), { timeoutMs: 30_000 });
      expect(existsSync(mine)).toBe(true);
      expect(existsSync(legacy)).toBe(true);
    } finally {
      child.kill('SIGKILL');
      await rm(mine, { recursive: true, force: true });
      await rm(legacy, { recursive: true, force: true });
    }
  });
});
