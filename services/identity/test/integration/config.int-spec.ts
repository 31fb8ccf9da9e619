import path from 'node:path';
import fs from 'node:fs';
import { startGateway, startService, testLogDir } from '@hirerelay/testing';
import { describe, expect, inject, it } from 'vitest';

const backing = inject('backing');
const logDir = testLogDir('config-validation');

describe('configuration is validated at start-up', () => {
  it('a service refuses to start without a setting and names it', async () => {
    const app = startService('identity', backing, { logDir, env: { NATS_URL: '' } });
    expect(await app.exited).toBe(1);
    const log = fs.readFileSync(app.logFile, 'utf8');
    expect(log).toMatch(/identity: invalid configuration/);
    expect(log).toMatch(/NATS_URL is required but not set/);
  });

  it('a service names every malformed setting', async () => {
    const app = startService('jobs', backing, {
      logDir: path.join(logDir, 'malformed'),
      env: { DATABASE_URL: 'mysql://nope', OUTBOX_POLL_MS: 'soon' },
    });
    expect(await app.exited).toBe(1);
    const log = fs.readFileSync(app.logFile, 'utf8');
    expect(log).toMatch(/DATABASE_URL: must be a postgresql:\/\/ URL/);
    expect(log).toMatch(/OUTBOX_POLL_MS/);
  });

  it('the gateway refuses to start without its Redis address and names it', async () => {
    const gateway = await startGateway(backing, { logDir, env: { REDIS_URL: '' } });
    expect(await gateway.exited).toBe(1);
    expect(fs.readFileSync(gateway.logFile, 'utf8')).toMatch(/REDIS_URL is required but not set/);
  });
});
