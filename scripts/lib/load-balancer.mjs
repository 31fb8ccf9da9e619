// @ts-check
// A local load balancer in front of several gateway processes, for `npm run bench:replicas`:
// HAProxy from Debian (installed when missing, as the backing servers are), nginx only when
// HAProxy cannot be installed. A child process with a generated config on 127.0.0.1.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ensureSystemPackages } from '@hirerelay/local-infra';
import { findExecutable } from '../../infra/local/lib/system.mjs';

/**
 * @typedef {{ name: string, port: number, internalPort: number }} Upstream a gateway: its public
 *   port and its internal one (GET /readyz, 503 from SIGTERM on)
 * @typedef {{ kind: 'haproxy' | 'nginx', url: string, pid: number, stop: () => Promise<void> }} LoadBalancer
 */

/**
 * HAProxy's config: round robin over the gateways, each health-checked on its internal port's
 * /readyz every 500 ms (one 503 takes it out, so a draining gateway gets no new requests;
 * two successes bring it back); a request whose connection to a gateway failed, or that got no
 * answer at all (a gateway gone between two checks), is sent again to the other one (`retry-on`,
 * `option redispatch`): in both cases no gateway has read it.
 * @param {{ port: number, upstreams: Upstream[] }} options
 */
export function haproxyConfig({ port, upstreams }) {
  return [
    '# Written by scripts/lib/load-balancer.mjs for one run.',
    'global',
    '  maxconn 512',
    'defaults',
    '  mode http',
    '  timeout connect 2s',
    '  timeout client 65s',
    '  timeout server 65s',
    '  timeout http-keep-alive 10s',
    // A slow answer is not a failed check: on a busy machine /readyz took over 500 ms, both
    // gateways were marked down at once and the balancer itself answered 503.
    '  timeout check 3s',
    '  option redispatch',
    '  retries 3',
    '  retry-on conn-failure empty-response',
    'frontend web',
    `  bind 127.0.0.1:${port}`,
    '  default_backend gateways',
    'backend gateways',
    '  balance roundrobin',
    '  option httpchk GET /readyz',
    '  http-check expect status 200',
    '  default-server inter 500ms fastinter 250ms downinter 500ms fall 1 rise 2',
    ...upstreams.map(
      (upstream) =>
        `  server ${upstream.name} 127.0.0.1:${upstream.port} check port ${upstream.internalPort}`,
    ),
    '',
  ].join('\n');
}

/**
 * nginx's config (the fallback): open-source nginx has no active health checks, so a gateway is
 * taken out only when a connection to it fails (`proxy_next_upstream error`).
 * @param {{ port: number, upstreams: Upstream[], dir: string }} options
 */
export function nginxConfig({ port, upstreams, dir }) {
  return [
    '# Written by scripts/lib/load-balancer.mjs for one run.',
    'worker_processes 1;',
    'daemon off;',
    `pid ${path.join(dir, 'nginx.pid')};`,
    `error_log ${path.join(dir, 'nginx-error.log')} warn;`,
    'events { worker_connections 512; }',
    'http {',
    '  access_log off;',
    `  client_body_temp_path ${path.join(dir, 'body')};`,
    `  proxy_temp_path ${path.join(dir, 'proxy')};`,
    '  upstream gateways {',
    ...upstreams.map((upstream) => `    server 127.0.0.1:${upstream.port} max_fails=1 fail_timeout=2s;`),
    '    keepalive 32;',
    '  }',
    '  server {',
    `    listen 127.0.0.1:${port};`,
    '    location / {',
    '      proxy_pass http://gateways;',
    '      proxy_http_version 1.1;',
    '      proxy_set_header Connection "";',
    '      proxy_set_header Host $http_host;',
    '      proxy_buffering off;',
    '      proxy_read_timeout 65s;',
    '      proxy_next_upstream error;',
    '    }',
    '  }',
    '}',
    '',
  ].join('\n');
}

/**
 * Starts the load balancer on 127.0.0.1:`port` in front of `upstreams`, config and log in `dir`.
 * @param {{ port: number, upstreams: Upstream[], dir: string, log: (line: string) => void }} options
 * @returns {Promise<LoadBalancer>}
 */
export async function startLoadBalancer({ port, upstreams, dir, log }) {
  fs.mkdirSync(dir, { recursive: true });
  let kind = /** @type {'haproxy' | 'nginx'} */ ('haproxy');
  try {
    await ensureSystemPackages({ haproxy: true, log });
  } catch (error) {
    log(`HAProxy is not installable (${error instanceof Error ? error.message : error}); trying nginx`);
    kind = 'nginx';
  }
  const bin = findExecutable(kind);
  if (!bin) throw new Error(`${kind} is not installed (apt-get install -y haproxy)`);
  const configFile = path.join(dir, `${kind}.cfg`);
  fs.writeFileSync(
    configFile,
    kind === 'haproxy' ? haproxyConfig({ port, upstreams }) : nginxConfig({ port, upstreams, dir }),
  );
  const check =
    kind === 'haproxy'
      ? spawnSync(bin, ['-c', '-q', '-f', configFile], { encoding: 'utf8' })
      : spawnSync(bin, ['-t', '-c', configFile], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`${kind} refused its config:\n${check.stdout}${check.stderr}`);
  const out = fs.openSync(path.join(dir, `${kind}.log`), 'a');
  const child = spawn(bin, kind === 'haproxy' ? ['-db', '-f', configFile] : ['-c', configFile], {
    stdio: ['ignore', out, out],
  });
  fs.closeSync(out);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${kind} exited at start (log in ${dir})`);
    const answered = await fetch(`${url}/api/health/live`).then(
      (response) => response.status === 200,
      () => false,
    );
    if (answered) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`${kind} did not pass requests to a gateway within 10 s (log in ${dir})`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  log(`${kind} on ${url} in front of ${upstreams.map((u) => `127.0.0.1:${u.port}`).join(', ')}`);
  return {
    kind,
    url,
    pid: child.pid ?? -1,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
