// @ts-check
// The stand-in driven by the official `twilio` SDK, as notifications drives it: a custom
// httpClient that sends the SDK's requests to the stand-in's origin.

import assert from 'node:assert/strict';
import http from 'node:http';
import { after, before, describe, test } from 'node:test';
import twilio from 'twilio';
import { LOCAL_SMS_NUMBER, LOCAL_TWILIO_ACCOUNT_SID, LOCAL_TWILIO_AUTH_TOKEN } from './credentials.mjs';
import { createTwilioEmulator, segmentCount, twimlMessages } from './server.mjs';
import { twilioSignature } from './signature.mjs';

/** The SDK's own request client, its requests sent to `base` instead of Twilio's hosts. */
class StandInClient extends twilio.RequestClient {
  /** @param {string} base */
  constructor(base) {
    super();
    this.base = base;
  }

  /** @param {any} opts */
  request(opts) {
    const target = new URL(opts.uri);
    return super.request({ ...opts, uri: `${this.base}${target.pathname}${target.search}` });
  }
}

/** @param {http.Server} server @returns {Promise<string>} */
const listen = (server) =>
  new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${/** @type {any} */ (server.address()).port}`),
    ),
  );

const emulator = createTwilioEmulator({
  accountSid: LOCAL_TWILIO_ACCOUNT_SID,
  authToken: LOCAL_TWILIO_AUTH_TOKEN,
});
let base = '';
/** @param {string} [token] */
const sdk = (token = LOCAL_TWILIO_AUTH_TOKEN) =>
  twilio(LOCAL_TWILIO_ACCOUNT_SID, token, { httpClient: new StandInClient(base) });

before(async () => {
  base = await listen(emulator.server);
});
after(() => emulator.close());

/** @param {string} to */
async function recorded(to) {
  const res = await fetch(`${base}/_emulator/messages?to=${encodeURIComponent(to)}`);
  return /** @type {{ messages: any[] }} */ (await res.json()).messages;
}

describe('Messages resource through the twilio SDK', () => {
  test('creates a message and answers Twilio’s message resource', async () => {
    const to = '+15551230001';
    const message = await sdk().messages.create({ to, from: LOCAL_SMS_NUMBER, body: 'Hello from HireRelay' });
    assert.match(message.sid, /^SM[0-9a-f]{32}$/);
    assert.equal(message.to, to);
    assert.equal(message.from, LOCAL_SMS_NUMBER);
    assert.equal(message.body, 'Hello from HireRelay');
    assert.equal(message.status, 'queued');
    assert.equal(message.numSegments, '1');
    assert.equal(message.accountSid, LOCAL_TWILIO_ACCOUNT_SID);
    assert.ok(message.dateCreated instanceof Date && !Number.isNaN(message.dateCreated.getTime()));
    const fetched = await sdk().messages(message.sid).fetch();
    assert.equal(fetched.body, 'Hello from HireRelay');
    const [stored] = await recorded(to);
    assert.deepEqual(
      { sid: stored.sid, direction: stored.direction, from: stored.from, body: stored.body },
      { sid: message.sid, direction: 'outbound-api', from: LOCAL_SMS_NUMBER, body: 'Hello from HireRelay' },
    );
  });

  test('a wrong auth token is Twilio’s 20003 and records nothing', async () => {
    const to = '+15551230002';
    await assert.rejects(
      sdk('wrong-token').messages.create({ to, from: LOCAL_SMS_NUMBER, body: 'x' }),
      (err) => {
        const e = /** @type {any} */ (err);
        return (
          e.status === 401 && e.code === 20003 && e.moreInfo === 'https://www.twilio.com/docs/errors/20003'
        );
      },
    );
    assert.deepEqual(await recorded(to), []);
  });

  test('a bad request gets Twilio’s error code and message', async () => {
    await assert.rejects(
      sdk().messages.create({ to: 'not-a-number', from: LOCAL_SMS_NUMBER, body: 'x' }),
      (err) => {
        const e = /** @type {any} */ (err);
        return e.status === 400 && e.code === 21211 && /Invalid 'To' Phone Number/.test(e.message);
      },
    );
    await assert.rejects(
      sdk().messages.create({ to: '+15551230003', from: LOCAL_SMS_NUMBER, body: '' }),
      (/** @type {any} */ e) => e.status === 400 && e.code === 21602,
    );
    await assert.rejects(
      sdk().messages.create({ to: '+15551230003', from: LOCAL_SMS_NUMBER, body: 'x'.repeat(1601) }),
      (/** @type {any} */ e) => e.status === 400 && e.code === 21617,
    );
    assert.deepEqual(await recorded('+15551230003'), []);
  });

  test('an unknown account in the path is a 404', async () => {
    const res = await fetch(`${base}/2010-04-01/Accounts/ACother/Messages.json`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${LOCAL_TWILIO_ACCOUNT_SID}:${LOCAL_TWILIO_AUTH_TOKEN}`).toString('base64')}`,
      },
      body: 'To=%2B15551230004&From=%2B15550100142&Body=x',
    });
    assert.equal(res.status, 404);
    assert.equal((await res.json()).code, 20404);
  });
});

describe('incoming texts', () => {
  /** @type {{ headers: http.IncomingHttpHeaders, body: string }[]} */
  const received = [];
  let hook = '';
  const receiver = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      res.writeHead(200, { 'content-type': 'text/xml' });
      res.end(
        '<?xml version="1.0" encoding="UTF-8"?><Response><Message>Got it &amp; thanks &lt;3</Message></Response>',
      );
    });
  });
  before(async () => {
    hook = await listen(receiver);
  });
  after(() => new Promise((resolve) => receiver.close(() => resolve(undefined))));

  test('signs the webhook over the public URL as the SDK validates it, and records the TwiML reply', async () => {
    const publicUrl = 'https://hirerelay.example/api/webhooks/twilio/sms';
    const registered = await fetch(`${base}/_emulator/phone-numbers`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ phoneNumber: LOCAL_SMS_NUMBER, smsUrl: publicUrl, deliverTo: `${hook}/sms` }),
    });
    assert.equal(registered.status, 200);
    const from = '+15551230005';
    const res = await fetch(`${base}/_emulator/inbound`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ From: from, Body: 'https://jobs.example/1 ✓' }),
    });
    const answer = await res.json();
    assert.equal(answer.status, 200);
    assert.deepEqual(answer.replies, ['Got it & thanks <3']);

    const delivery = received.at(-1);
    assert.ok(delivery);
    assert.equal(delivery.headers['content-type'], 'application/x-www-form-urlencoded');
    const params = Object.fromEntries(new URLSearchParams(delivery.body));
    assert.equal(params.From, from);
    assert.equal(params.To, LOCAL_SMS_NUMBER);
    assert.equal(params.Body, 'https://jobs.example/1 ✓');
    assert.equal(params.MessageSid, answer.messageSid);
    const signature = String(delivery.headers['x-twilio-signature']);
    assert.equal(twilio.validateRequest(LOCAL_TWILIO_AUTH_TOKEN, signature, publicUrl, params), true);
    assert.equal(twilio.validateRequest('another-token', signature, publicUrl, params), false);
    assert.equal(twilio.validateRequest(LOCAL_TWILIO_AUTH_TOKEN, signature, `${hook}/sms`, params), false);

    const texts = await fetch(`${base}/_emulator/messages?from=${encodeURIComponent(from)}`).then((r) =>
      r.json(),
    );
    assert.deepEqual(
      texts.messages.map((/** @type {any} */ m) => m.direction),
      ['inbound'],
    );
    const replies = await recorded(from);
    assert.deepEqual(
      replies.map((m) => [m.direction, m.from, m.body]),
      [['outbound-reply', LOCAL_SMS_NUMBER, 'Got it & thanks <3']],
    );
  });

  test('a number without a webhook is refused', async () => {
    const res = await fetch(`${base}/_emulator/inbound`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ From: '+15551230006', To: '+15550009999', Body: 'hi' }),
    });
    assert.equal(res.status, 404);
    assert.equal((await res.json()).code, 21606);
  });
});

test('the signature is Twilio’s: the SDK computes the same one', () => {
  const params = { Body: 'STOP', From: '+15551230007', MessageSid: 'SM1', To: LOCAL_SMS_NUMBER, a: 'z' };
  const url = 'http://localhost:8080/api/webhooks/twilio/sms?x=1';
  assert.equal(
    twilioSignature(LOCAL_TWILIO_AUTH_TOKEN, url, params),
    twilio.getExpectedTwilioSignature(LOCAL_TWILIO_AUTH_TOKEN, url, params),
  );
});

test('segments are counted as carriers count them', () => {
  assert.equal(segmentCount('a'.repeat(160)), 1);
  assert.equal(segmentCount('a'.repeat(161)), 2);
  assert.equal(segmentCount('a'.repeat(306)), 2);
  assert.equal(segmentCount('€'.repeat(80)), 1);
  assert.equal(segmentCount('€'.repeat(81)), 2);
  assert.equal(segmentCount('✓'.repeat(70)), 1);
  assert.equal(segmentCount('✓'.repeat(71)), 2);
});

test('TwiML replies are read with XML escapes undone, <Body> or plain', () => {
  assert.deepEqual(
    twimlMessages(
      '<Response><Message><Body>a &amp; b</Body></Message><Message to="+1">c</Message></Response>',
    ),
    ['a & b', 'c'],
  );
  assert.deepEqual(twimlMessages('<?xml version="1.0"?><Response/>'), []);
});
