// @ts-check
// The mail sink's form "Send an e-mail to a reply address" (node --test; `nx run local-infra:test`):
// the sink as its own process, a throwaway smtp-server standing in for notifications' inbound
// listener (it refuses unknown recipients with 550, as the listener does).

import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';
import { findFreePorts } from './lib/process.mjs';

const KNOWN = 'abcdefghijklmnop@reply.hirerelay.local';

/** @typedef {{ mailFrom: string, rcptTo: string[], parsed: import('postal-mime').Email, raw: string }} Received */

/** The stand-in listener: accepts mail to KNOWN only, records what it was given. */
function startListener() {
  /** @type {Received[]} */
  const received = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    disableReverseLookup: true,
    logger: false,
    onRcptTo(address, _session, callback) {
      if (address.address.toLowerCase() === KNOWN) return callback();
      const refusal = /** @type {Error & { responseCode?: number }} */ (new Error('No such user here'));
      refusal.responseCode = 550;
      return callback(refusal);
    },
    onData(stream, session, callback) {
      /** @type {Buffer[]} */
      const chunks = [];
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks);
        PostalMime.parse(raw).then((parsed) => {
          received.push({
            mailFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            rcptTo: session.envelope.rcptTo.map((r) => r.address),
            parsed,
            raw: raw.toString('utf8'),
          });
          callback(null, 'Queued as test-1');
        }, callback);
      });
    },
  });
  return { server, received };
}

/**
 * The sink as `npm start` runs it, on free ports.
 * @param {string[]} extraArgs
 */
async function startSink(extraArgs) {
  const [smtpPort, inboxPort] = /** @type {[number, number]} */ (await findFreePorts(2));
  const dir = mkdtempSync(path.join(tmpdir(), 'mail-sink-test-'));
  const child = spawn(
    process.execPath,
    [
      path.join(import.meta.dirname, 'mail-sink.mjs'),
      '--dir',
      dir,
      '--smtp-port',
      String(smtpPort),
      '--inbox-port',
      String(inboxPort),
      ...extraArgs,
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const url = `http://127.0.0.1:${inboxPort}`;
  const deadline = Date.now() + 15_000;
  for (;;) {
    const ok = await fetch(`${url}/healthz`).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) break;
    if (child.exitCode !== null || Date.now() > deadline)
      throw new Error(`the mail sink did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    /** @param {Record<string, string>} fields @param {Record<string, string>} [headers] */
    post: (fields, headers = {}) =>
      fetch(`${url}/replies`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
        body: new URLSearchParams(fields).toString(),
      }),
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Text without tags and with entities decoded, spaces collapsed: what a reader sees. @param {string} html */
const visibleText = (html) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

describe('the reply form (--reply-smtp)', () => {
  const listener = startListener();
  /** @type {Awaited<ReturnType<typeof startSink>>} */
  let sink;
  let listenerPort = 0;

  before(async () => {
    await new Promise((resolve) => listener.server.listen(0, '127.0.0.1', () => resolve(undefined)));
    listenerPort = /** @type {import('node:net').AddressInfo} */ (listener.server.server.address()).port;
    sink = await startSink(['--reply-smtp', `127.0.0.1:${listenerPort}`]);
  });
  after(async () => {
    await sink?.stop();
    await new Promise((resolve) => listener.server.close(() => resolve(undefined)));
  });

  test('the inbox page has the form, its fields labelled', async () => {
    const html = await (await fetch(sink.url)).text();
    assert.match(html, /<form method="post" action="\/replies"/);
    for (const [label, name] of [
      ['From name', 'fromName'],
      ['From address', 'from'],
      ['To', 'to'],
      ['Subject', 'subject'],
      ['In-Reply-To', 'inReplyTo'],
    ]) {
      assert.match(html, new RegExp(`<label>${label}[^<]*<input name="${name}"`), `${name} is labelled`);
    }
    assert.match(html, /<label for="reply-body">Body<\/label><textarea id="reply-body" name="body"/);
    assert.match(visibleText(html), /Send an e-mail to a reply address/);
  });

  test('sends the fields over SMTP to the listener and shows that it was accepted', async () => {
    const res = await sink.post({
      fromName: 'Dana Recruiter',
      from: 'dana@acme.example',
      to: KNOWN,
      subject: 'Re: Your application for Senior Engineer',
      body: 'Thanks for applying.\r\nCould we talk on Tuesday?',
      inReplyTo: '<app-42@hirerelay.local>',
    });
    assert.equal(res.status, 200);
    const page = visibleText(await res.text());
    assert.match(page, /Accepted by 127\.0\.0\.1:\d+: 250 Queued as test-1/);

    assert.equal(listener.received.length, 1);
    const [mail] = /** @type {Received[]} */ (listener.received);
    assert.deepEqual(
      { mailFrom: mail.mailFrom, rcptTo: mail.rcptTo },
      {
        mailFrom: 'dana@acme.example',
        rcptTo: [KNOWN],
      },
    );
    assert.deepEqual(mail.parsed.from, { name: 'Dana Recruiter', address: 'dana@acme.example' });
    assert.deepEqual(
      mail.parsed.to?.map((a) => a.address),
      [KNOWN],
    );
    assert.equal(mail.parsed.subject, 'Re: Your application for Senior Engineer');
    assert.equal(mail.parsed.text?.trim(), 'Thanks for applying.\nCould we talk on Tuesday?');
    assert.equal(mail.parsed.inReplyTo, '<app-42@hirerelay.local>');
    assert.match(mail.raw, /^References: <app-42@hirerelay\.local>\r?$/m);
    assert.match(mail.parsed.messageId ?? '', /^<.+@.+>$/);
  });

  test('shows the listener’s refusal text for an unknown address, and nothing is delivered', async () => {
    const before = listener.received.length;
    const res = await sink.post({
      fromName: '',
      from: 'dana@acme.example',
      to: 'nobody@reply.hirerelay.local',
      subject: 'Hello',
      body: 'Anyone there?',
    });
    assert.equal(res.status, 200);
    assert.match(visibleText(await res.text()), /Refused by 127\.0\.0\.1:\d+: 550 No such user here/);
    assert.equal(listener.received.length, before);
  });

  test('lists the e-mails it sent, newest first, with the answer each got', async () => {
    const sent = /** @type {{ to: string, outcome: string, response: string, subject: string }[]} */ (
      await (await fetch(`${sink.url}/api/replies`)).json()
    );
    assert.deepEqual(
      sent.map((s) => [s.to, s.outcome, s.response]),
      [
        ['nobody@reply.hirerelay.local', 'refused', '550 No such user here'],
        [KNOWN, 'accepted', '250 Queued as test-1'],
      ],
    );
    const page = visibleText(await (await fetch(sink.url)).text());
    assert.match(page, /E-mails to reply addresses/);
    assert.match(page, /nobody@reply\.hirerelay\.local Hello refused 550 No such user here/);
    assert.match(
      page,
      /Dana Recruiter <dana@acme\.example> abcdefghijklmnop@reply\.hirerelay\.local Re: Your application for Senior Engineer In-Reply-To <app-42@hirerelay\.local> accepted 250 Queued as test-1/,
    );
  });

  test('refuses a form posted from another site, and sends nothing', async () => {
    const before = listener.received.length;
    const res = await sink.post(
      { from: 'dana@acme.example', to: KNOWN, subject: 'x', body: 'x' },
      { origin: 'https://evil.example' },
    );
    assert.equal(res.status, 403);
    assert.equal(listener.received.length, before);
  });

  test('says why when the From address is not an e-mail address, without sending', async () => {
    const before = listener.received.length;
    const res = await sink.post({ from: 'dana', to: KNOWN, subject: 'x', body: 'x' });
    assert.match(visibleText(await res.text()), /Not sent: the From address is not an e-mail address\./);
    assert.equal(listener.received.length, before);
  });
});

describe('the reply form when nothing listens', () => {
  test('shows that the e-mail was not delivered and why', async () => {
    const [closedPort] = await findFreePorts(1);
    const sink = await startSink(['--reply-smtp', `127.0.0.1:${closedPort}`]);
    try {
      const res = await sink.post({ from: 'dana@acme.example', to: KNOWN, subject: 'x', body: 'x' });
      const page = visibleText(await res.text());
      assert.match(page, new RegExp(`Not delivered by 127\\.0\\.0\\.1:${closedPort}: .*ECONNREFUSED`));
      assert.match(page, /Is notifications running with INBOUND_SMTP_PORT set\?/);
    } finally {
      await sink.stop();
    }
  });
});

describe('without --reply-smtp', () => {
  test('the inbox has no reply form and POST /replies is not found', async () => {
    const sink = await startSink([]);
    try {
      const html = await (await fetch(sink.url)).text();
      assert.doesNotMatch(html, /action="\/replies"/);
      assert.equal((await sink.post({ from: 'dana@acme.example', to: KNOWN })).status, 404);
    } finally {
      await sink.stop();
    }
  });
});
