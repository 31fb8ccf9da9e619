// @ts-check
// The fixture job pages (infra/local/job-pages) as a process of their own, for the bench scripts.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { REPO_ROOT } from './bootstrap.mjs';

/**
 * Starts the fixture page server on a free port; it prints `label url` a line, read until the
 * last sample (`linkedin`). Answers the pages by label, their origin, the server's pid and a stop.
 */
export async function startFixturePages() {
  const child = spawn(process.execPath, [path.join(REPO_ROOT, 'infra/local/job-pages/serve.mjs'), '0'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  /** @type {Record<string, string>} */
  const pages = {};
  for await (const line of createInterface({
    input: /** @type {import('node:stream').Readable} */ (child.stdout),
  })) {
    const [label, url] = line.trim().split(/\s+/);
    if (label && url) pages[label] = url;
    if (pages.linkedin) break;
  }
  return {
    pages,
    origin: new URL(/** @type {string} */ (pages.linkedin)).origin,
    pid: child.pid ?? -1,
    stop: () => child.kill('SIGTERM'),
  };
}
