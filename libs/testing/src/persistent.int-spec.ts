import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  backingServersStatus,
  databaseUrl,
  findDistinctFreePorts,
  startBackingServers,
  stopBackingServers,
  type BackingServers,
  type Ports,
} from '@hirerelay/local-infra';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { createClient } from 'redis';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isProcessRunning } from './process-state.js';

async function query(url: string, sql: string, params: unknown[] = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows;
  } finally {
    await client.end();
  }
}

/** A call to the Stripe stand-in's API (form-encoded, any test key). */
async function stripeApi(base: string, method: string, path: string, form?: string) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { authorization: 'Bearer sk_test_persist', 'content-type': 'application/x-www-form-urlencoded' },
    ...(form ? { body: form } : {}),
  });
  expect(res.status).toBe(200);
  return (await res.json()) as { id: string; email: string };
}

describe('startBackingServers on a persistent data folder', () => {
  let dataDir: string;
  let ports: Ports;
  const databases = ['persist_db'];

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'hirerelay-persist-'));
    // Not the default ports: other copies may run on this machine.
    // Picked together: one at a time, the OS may hand the same free port out twice.
    const [postgres, nats, natsMonitor, redis, s3, smtp, inbox, stripe, twilio, inboundSmtp] =
      (await findDistinctFreePorts(10)) as [
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
      ];
    ports = { postgres, nats, natsMonitor, redis, s3, smtp, inbox, stripe, twilio, inboundSmtp };
  });
  afterAll(async () => {
    await stopBackingServers(dataDir);
    await rm(dataDir, { recursive: true, force: true });
  });

  it('reuses running servers, and keeps the data (Postgres, Redis, JetStream, the Stripe stand-in) across stop and start', async () => {
    const first: BackingServers = await startBackingServers({ dataDir, ports, databases, ephemeral: false });
    expect(Object.values(first.servers).every((s) => !s.reused)).toBe(true);
    const dbUrl = databaseUrl(first.env, 'persist_db');
    await query(dbUrl, 'CREATE TABLE notes (body text)');
    await query(dbUrl, 'INSERT INTO notes VALUES ($1)', ['kept']);
    const redis = await createClient({ url: first.env.REDIS_URL }).connect();
    await redis.set('persist:key', 'kept');
    await redis.close();
    const nc = await connect({ servers: first.env.NATS_URL });
    await (await jetstreamManager(nc)).streams.add({ name: 'KEPT', subjects: ['kept.>'] });
    await jetstream(nc).publish('kept.one', 'event');
    await nc.close();
    const customer = await stripeApi(
      first.env.STRIPE_API_BASE,
      'POST',
      '/v1/customers',
      'email=kept%40example.com',
    );

    // A second start (no ports given) finds the running servers and reuses them.
    const second = await startBackingServers({ dataDir, databases, ephemeral: false });
    expect(second.env).toEqual(first.env);
    for (const [name, server] of Object.entries(second.servers)) {
      expect(server.reused, name).toBe(true);
      expect(server.pid, name).toBe(first.servers[name as keyof typeof first.servers].pid);
    }
    // It started nothing, so its stop() stops nothing.
    await second.stop();
    const pids = Object.values(first.servers).map((s) => s.pid);
    for (const pid of pids) expect(isProcessRunning(pid)).toBe(true);

    await first.stop();
    for (const pid of pids) expect(isProcessRunning(pid), `PID ${pid} still running`).toBe(false);
    expect((await backingServersStatus(dataDir)).every((s) => !s.running)).toBe(true);

    const third = await startBackingServers({ dataDir, ports, databases, ephemeral: false });
    try {
      expect(Object.values(third.servers).every((s) => !s.reused)).toBe(true);
      expect(await query(databaseUrl(third.env, 'persist_db'), 'SELECT body FROM notes')).toEqual([
        { body: 'kept' },
      ]);
      const redis2 = await createClient({ url: third.env.REDIS_URL }).connect();
      expect(await redis2.get('persist:key')).toBe('kept');
      await redis2.close();
      const nc2 = await connect({ servers: third.env.NATS_URL });
      const info = await (await jetstreamManager(nc2)).streams.info('KEPT');
      expect(info.state.messages).toBe(1);
      await nc2.close();
      const kept = await stripeApi(third.env.STRIPE_API_BASE, 'GET', `/v1/customers/${customer.id}`);
      expect(kept.email).toBe('kept@example.com');
    } finally {
      await third.stop();
    }
    for (const pid of Object.values(third.servers).map((s) => s.pid))
      expect(isProcessRunning(pid)).toBe(false);
  });

  it("points the inbox's reply form at the inbound SMTP port (notifications' under npm start), kept across a reuse", async () => {
    // Stands in for notifications' listener on that port: takes mail for one address only.
    const received: string[] = [];
    const listener = new SMTPServer({
      disabledCommands: ['STARTTLS', 'AUTH'],
      disableReverseLookup: true,
      logger: false,
      onRcptTo(address, _session, callback) {
        if (address.address === 'abcdefghijklmnop@reply.hirerelay.local') return callback();
        return callback(Object.assign(new Error('No such user here'), { responseCode: 550 }));
      },
      onData(stream, session, callback) {
        stream.resume();
        stream.on('end', () => {
          received.push(...session.envelope.rcptTo.map((r) => r.address));
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => listener.listen(ports.inboundSmtp, '127.0.0.1', resolve));
    const servers = await startBackingServers({ dataDir, ports, databases, ephemeral: false });
    try {
      expect(servers.ports.inboundSmtp).toBe(ports.inboundSmtp);
      const mail = (await backingServersStatus(dataDir)).find((s) => s.name === 'mail');
      expect(mail?.ports.inboundSmtp).toBe(ports.inboundSmtp);
      // A second start reuses the running sink and reports the same port.
      const again = await startBackingServers({ dataDir, databases, ephemeral: false });
      expect(again.ports.inboundSmtp).toBe(ports.inboundSmtp);
      await again.stop();

      const send = async (to: string) => {
        const res = await fetch(`${servers.env.MAIL_INBOX_URL}/replies`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ from: 'dana@acme.example', to, subject: 'Re: hi', body: 'Hello' }),
        });
        expect(res.status).toBe(200);
        return (await res.text()).replace(/<[^>]+>/g, '');
      };
      expect(await send('abcdefghijklmnop@reply.hirerelay.local')).toContain(
        `Accepted by 127.0.0.1:${ports.inboundSmtp}: 250`,
      );
      expect(received).toEqual(['abcdefghijklmnop@reply.hirerelay.local']);
      expect(await send('nobody@reply.hirerelay.local')).toContain('550 No such user here');
      expect(received).toHaveLength(1);
    } finally {
      await servers.stop();
      await new Promise<void>((resolve) => listener.close(() => resolve()));
    }
  });
});
