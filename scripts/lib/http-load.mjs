// @ts-check
// The load the benchmarks put on a server: requests back to back from a number of loops (as many
// as are in flight) for some seconds, over keep-alive sockets, latencies of the 200s kept.
import http from 'node:http';

/**
 * @param {string} url @param {{ agent?: http.Agent, headers?: Record<string, string> }} [options]
 * @returns {Promise<{ status: number, body: string }>}
 */
export function get(url, { agent, headers = {} } = {}) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent, headers }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      })
      .on('error', reject);
  });
}

/**
 * Requests back to back from `concurrency` loops for `seconds`; counts answers by status.
 * @param {string} url
 * @param {{ seconds: number, concurrency: number, agent: http.Agent, headers?: Record<string, string> }} options
 */
export async function load(url, { seconds, concurrency, agent, headers = {} }) {
  const deadline = performance.now() + seconds * 1000;
  /** @type {number[]} */
  const latencies = [];
  let failed = 0;
  const loop = async () => {
    while (performance.now() < deadline) {
      const started = performance.now();
      const { status } = await get(url, { agent, headers });
      if (status === 200) latencies.push(performance.now() - started);
      else failed += 1;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, loop));
  return { latencies, failed };
}

/** The q-quantile (0…1) of some values, nearest rank; NaN when there are none. @param {number[]} values @param {number} q */
export const quantile = (values, q) =>
  [...values].sort((a, b) => a - b)[Math.floor(q * (values.length - 1))] ?? NaN;
