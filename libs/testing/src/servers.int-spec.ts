import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { Readable } from 'node:stream';
import { GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { AckPolicy, jetstream, jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { createClient } from 'redis';
import nodemailer from 'nodemailer';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isProcessRunning } from './process-state.js';
import { mailLinks, startTestServers, waitForMail, type TestServers } from './index.js';

describe('startTestServers', () => {
  let servers: TestServers;
  let startMs = 0;

  beforeAll(async () => {
    const t = Date.now();
    servers = await startTestServers({ databases: ['it_alpha', 'it_beta'] });
    startMs = Date.now() - t;
  });
  afterAll(async () => {
    await servers?.stop();
  });

  it('hands out the env contract', () => {
    console.log(`servers (${servers.mode}) started in ${startMs} ms`);
    expect(Object.keys(servers.env).sort()).toEqual(
      [
        'POSTGRES_URL',
        'NATS_URL',
        'NATS_MONITOR_URL',
        'REDIS_URL',
        'S3_ENDPOINT',
        'S3_REGION',
        'S3_BUCKET',
        'S3_ACCESS_KEY_ID',
        'S3_SECRET_ACCESS_KEY',
        'SMTP_HOST',
        'SMTP_PORT',
        'MAIL_INBOX_URL',
        'STRIPE_API_BASE',
        'STRIPE_EMULATOR',
        'TWILIO_API_BASE',
      ].sort(),
    );
    for (const value of Object.values(servers.env)) expect(typeof value).toBe('string');
    expect(servers.env.POSTGRES_URL).toMatch(/^postgresql:\/\/postgres@[^/]+:\d+$/);
    expect(servers.env.S3_BUCKET).toBe('user-documents');
    expect(servers.env.STRIPE_EMULATOR).toBe('1');
    expect(servers.env.TWILIO_API_BASE).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  });

  it("Stripe stand-in: answers the API with Stripe's shapes and errors", async () => {
    const headers = {
      authorization: 'Bearer sk_test_servers',
      'content-type': 'application/x-www-form-urlencoded',
    };
    const created = await fetch(`${servers.env.STRIPE_API_BASE}/v1/customers`, {
      method: 'POST',
      headers,
      body: 'email=ada%40example.com&metadata[userId]=u1',
    });
    expect(created.status).toBe(200);
    const customer = (await created.json()) as {
      id: string;
      object: string;
      metadata: Record<string, string>;
    };
    expect(customer).toMatchObject({ object: 'customer', metadata: { userId: 'u1' } });
    expect(customer.id).toMatch(/^cus_/);
    const missing = await fetch(`${servers.env.STRIPE_API_BASE}/v1/customers/cus_nope`, { headers });
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as { error: { code: string } }).error.code).toBe('resource_missing');
  });

  it('PostgreSQL: creates the databases; tables can be created and queried', async () => {
    const client = new pg.Client({ connectionString: `${servers.env.POSTGRES_URL}/it_alpha` });
    await client.connect();
    try {
      await client.query('CREATE TABLE things (id serial PRIMARY KEY, name text NOT NULL)');
      await client.query('INSERT INTO things (name) VALUES ($1), ($2)', ['résumé', 'cover letter']);
      const { rows } = await client.query('SELECT name FROM things ORDER BY id');
      expect(rows.map((r) => r.name)).toEqual(['résumé', 'cover letter']);
      const dbs = await client.query("SELECT datname FROM pg_database WHERE datname LIKE 'it_%' ORDER BY 1");
      expect(dbs.rows.map((r) => r.datname)).toEqual(['it_alpha', 'it_beta']);
      const addr = await client.query('SELECT inet_server_addr()::text AS a');
      expect(addr.rows[0].a).toMatch(/^127\.0\.0\.1|^172\.|^::1/);
    } finally {
      await client.end();
    }
  });

  it('NATS: JetStream publish and durable consumer read', async () => {
    const nc = await connect({ servers: servers.env.NATS_URL });
    try {
      const jsm = await jetstreamManager(nc);
      await jsm.streams.add({ name: 'IT_EVENTS', subjects: ['it.events.>'] });
      const js = jetstream(nc);
      const ack1 = await js.publish('it.events.created', JSON.stringify({ n: 1 }));
      const ack2 = await js.publish('it.events.created', JSON.stringify({ n: 2 }));
      expect(ack1.stream).toBe('IT_EVENTS');
      expect(ack2.seq).toBe(ack1.seq + 1);

      await jsm.consumers.add('IT_EVENTS', { durable_name: 'it-worker', ack_policy: AckPolicy.Explicit });
      const first = await (await js.consumers.get('IT_EVENTS', 'it-worker')).next({ expires: 5000 });
      expect(first?.json()).toEqual({ n: 1 });
      await first?.ackAck();

      // A new handle on the same durable consumer continues where the first stopped.
      const second = await (await js.consumers.get('IT_EVENTS', 'it-worker')).next({ expires: 5000 });
      expect(second?.json()).toEqual({ n: 2 });
      await second?.ackAck();
      const info = await jsm.consumers.info('IT_EVENTS', 'it-worker');
      expect(info.num_pending).toBe(0);
      expect(info.num_ack_pending).toBe(0);

      const health = await fetch(`${servers.env.NATS_MONITOR_URL}/healthz`);
      expect(health.ok).toBe(true);
    } finally {
      await nc.close();
    }
  });

  it('Redis: SET and GET', async () => {
    const redis = createClient({ url: servers.env.REDIS_URL });
    await redis.connect();
    try {
      await redis.set('it:key', 'value-1', { EX: 60 });
      expect(await redis.get('it:key')).toBe('value-1');
      expect(await redis.ttl('it:key')).toBeGreaterThan(0);
    } finally {
      redis.destroy();
    }
  });

  it('S3: a binary object comes back byte-identical (buffer and streamed upload)', async () => {
    const s3 = new S3Client({
      endpoint: servers.env.S3_ENDPOINT,
      region: servers.env.S3_REGION,
      credentials: {
        accessKeyId: servers.env.S3_ACCESS_KEY_ID,
        secretAccessKey: servers.env.S3_SECRET_ACCESS_KEY,
      },
      forcePathStyle: true,
      requestChecksumCalculation: 'WHEN_REQUIRED',
    });
    try {
      // Every byte value, then random bytes.
      const body = Buffer.concat([
        Buffer.from(Array.from({ length: 256 }, (_, i) => i)),
        randomBytes(300_000),
      ]);
      await s3.send(
        new PutObjectCommand({
          Bucket: servers.env.S3_BUCKET,
          Key: 'it/resume.pdf',
          Body: body,
          ContentType: 'application/pdf',
        }),
      );
      const got = await s3.send(
        new GetObjectCommand({ Bucket: servers.env.S3_BUCKET, Key: 'it/resume.pdf' }),
      );
      const bytes = Buffer.from(await got.Body!.transformToByteArray());
      expect(bytes.length).toBe(body.length);
      expect(bytes.equals(body)).toBe(true);
      expect(got.ContentType).toBe('application/pdf');

      // Streamed upload: the case that breaks with the SDK's default checksum setting.
      const streamed = randomBytes(200_000);
      await s3.send(
        new PutObjectCommand({
          Bucket: servers.env.S3_BUCKET,
          Key: 'it/streamed.bin',
          Body: Readable.from([streamed.subarray(0, 70_000), streamed.subarray(70_000)]),
          ContentLength: streamed.length,
        }),
      );
      const head = await s3.send(
        new HeadObjectCommand({ Bucket: servers.env.S3_BUCKET, Key: 'it/streamed.bin' }),
      );
      expect(head.ContentLength).toBe(streamed.length);
      const back = await s3.send(
        new GetObjectCommand({ Bucket: servers.env.S3_BUCKET, Key: 'it/streamed.bin' }),
      );
      expect(Buffer.from(await back.Body!.transformToByteArray()).equals(streamed)).toBe(true);
    } finally {
      s3.destroy();
    }
  });

  it('SMTP: a message sent with nodemailer is found by waitForMail and shown by the inbox', async () => {
    const to = `it-${randomUUID()}@example.com`;
    const resetUrl = `http://localhost:5173/reset-password?token=${randomUUID()}&x=1`;
    const transport = nodemailer.createTransport({
      host: servers.env.SMTP_HOST,
      port: Number(servers.env.SMTP_PORT),
      secure: false,
    });
    try {
      await transport.sendMail({
        from: '"HireRelay" <no-reply@hirerelay.test>',
        to,
        subject: 'Reset your password',
        text: `Hello,\n\nReset your password: ${resetUrl}\n`,
        html: `<p>Hello, <a href="${resetUrl.replace('&', '&amp;')}">reset your password</a>.</p>`,
      });
    } finally {
      transport.close();
    }

    const message = await waitForMail(servers.env.MAIL_INBOX_URL, {
      to: to.toUpperCase(),
      subjectIncludes: 'Reset',
      timeoutMs: 10_000,
    });
    expect(message.from).toBe('no-reply@hirerelay.test');
    expect(message.to).toEqual([to]);
    expect(message.subject).toBe('Reset your password');
    expect(message.text).toContain(resetUrl);
    expect(message.html).toContain('reset your password');
    expect(mailLinks(message)).toEqual([resetUrl]);

    const list = await (await fetch(servers.env.MAIL_INBOX_URL)).text();
    expect(list).toContain('Reset your password');
    expect(list).toContain(`/messages/${message.id}`);
    const view = await (await fetch(`${servers.env.MAIL_INBOX_URL}/messages/${message.id}`)).text();
    expect(view).toContain(`<a href="${resetUrl.replace('&', '&amp;')}"`);
    expect(view).toContain('<iframe sandbox=');

    await expect(
      waitForMail(servers.env.MAIL_INBOX_URL, { to: 'nobody@example.com', timeoutMs: 300 }),
    ).rejects.toThrow(/Timed out after \d+ ms waiting for an e-mail to nobody@example.com/);
  });

  it('stop() leaves no process running and removes the temporary folder', async () => {
    const pids = servers.pids;
    expect(pids.length).toBeGreaterThan(0);
    for (const pid of pids) expect(isProcessRunning(pid)).toBe(true);
    const t = Date.now();
    await servers.stop();
    console.log(`servers stopped in ${Date.now() - t} ms`);
    for (const pid of pids) expect(isProcessRunning(pid), `PID ${pid} still running`).toBe(false);
    expect(existsSync(servers.dataDir)).toBe(false);
    await servers.stop(); // idempotent
  });
});
