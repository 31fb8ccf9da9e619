// @ts-check
// A helper server of a benchmark (a baseline, the fixture pages) as a Node process of its own: it
// is ready once it prints `listening <url>` on its standard output.
import { spawn } from 'node:child_process';

/**
 * @param {string} script @param {Record<string, string>} env added to this process's environment
 * @returns {Promise<{ url: string, pid: number, stop: () => Promise<void> }>}
 */
export function startListeningProcess(script, env) {
  const child = spawn(process.execPath, [script], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`${script} exited (${code})`)));
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (/** @type {string} */ text) => {
      const match = /listening (http:\/\/\S+)/.exec(text);
      if (match?.[1]) {
        resolve({
          url: match[1],
          pid: child.pid ?? -1,
          stop: async () => {
            child.kill('SIGTERM');
            await exited;
          },
        });
      }
    });
  });
}
