import { readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { stopBackingServers } from '@hirerelay/local-infra';
import { isProcessRunning } from './process-state.js';

/**
 * Throwaway server folders are named after the process that made them
 * (`hirerelay-test-<pid>-XXXXXX` in the OS temp folder), so a later run can tell which ones a killed
 * run left behind: their owner is gone, while a run still going (another terminal, another
 * checkout) keeps its own.
 */
const PREFIX = 'hirerelay-test-';

/** The mkdtemp prefix of a new throwaway folder owned by this process. */
export const testServersFolderPrefix = (): string => path.join(os.tmpdir(), `${PREFIX}${process.pid}-`);

/** The owner's pid a folder name carries, or null (not ours, or made before names carried it). */
export function ownerOfTestServersFolder(name: string): number | null {
  const match = new RegExp(`^${PREFIX}(\\d+)-[^-]+$`).exec(name);
  if (!match) return null;
  const pid = Number.parseInt(match[1]!, 10);
  return Number.isSafeInteger(pid) && pid > 0 ? pid : null;
}

/**
 * Stops the servers of every throwaway folder whose owner process is gone, and deletes the folder.
 * The servers are found through their pid files and stopped only when the pid still runs the server
 * the file names (local-infra's guard against reused pids). Answers the folders swept.
 */
export async function sweepStaleTestServers(
  options: { tmpDir?: string; log?: (line: string) => void } = {},
): Promise<string[]> {
  const tmpDir = options.tmpDir ?? os.tmpdir();
  const log = options.log ?? (() => {});
  const names = await readdir(tmpDir).catch(() => [] as string[]);
  const swept: string[] = [];
  for (const name of names) {
    const owner = ownerOfTestServersFolder(name);
    if (owner === null || owner === process.pid || isProcessRunning(owner)) continue;
    const folder = path.join(tmpDir, name);
    try {
      await stopBackingServers(folder);
      await rm(folder, { recursive: true, force: true });
      swept.push(folder);
      log(`swept the servers a killed test run left in ${folder}`);
    } catch (error) {
      log(`could not sweep ${folder}: ${String(error)}`);
    }
  }
  return swept;
}
