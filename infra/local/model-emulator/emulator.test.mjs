// @ts-check
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { LOCAL_DRAFTING_API_KEY, LOCAL_DRAFTING_MODEL, startModelEmulator } from './server.mjs';

/** @type {Awaited<ReturnType<typeof startModelEmulator>>} */
let stand;
before(async () => {
  stand = await startModelEmulator();
});
after(() => stand.close());

/** @param {unknown} body @param {string} [key] */
const complete = (body, key = LOCAL_DRAFTING_API_KEY) =>
  fetch(`${stand.url}/chat/completions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
    body: JSON.stringify(body),
  });

const FACTS = {
  applicant: { fullName: 'Jordan Rivers' },
  job: { company: 'Acme', title: 'Engineer' },
  fit: { matched: [{ label: 'TypeScript' }] },
};
const MESSAGES = [
  { role: 'system', content: 'You write cover letters.' },
  { role: 'user', content: `Facts (JSON):\n${JSON.stringify(FACTS)}` },
];

describe('model stand-in', () => {
  it('answers a deterministic letter made from the facts, and records the request', async () => {
    const response = await complete({ model: LOCAL_DRAFTING_MODEL, messages: MESSAGES });
    assert.equal(response.status, 200);
    const json = await response.json();
    const letter = json.choices[0].message.content;
    assert.match(letter, /Engineer at Acme/);
    assert.match(letter, /TypeScript/);
    assert.match(letter, /Jordan Rivers$/);
    const again = await (await complete({ model: LOCAL_DRAFTING_MODEL, messages: MESSAGES })).json();
    assert.equal(again.choices[0].message.content, letter);
    const recorded = stand.requests().at(-1);
    assert.equal(recorded?.headers.authorization, `Bearer ${LOCAL_DRAFTING_API_KEY}`);
    assert.deepEqual(JSON.parse(recorded?.body ?? '{}').messages, MESSAGES);
  });

  it('refuses another key and another model, and fails, stalls or answers nonsense on demand', async () => {
    assert.equal(
      (await complete({ model: LOCAL_DRAFTING_MODEL, messages: MESSAGES }, 'sk-wrong')).status,
      401,
    );
    assert.equal((await complete({ model: 'gpt-x', messages: MESSAGES })).status, 404);
    stand.setMode('fail');
    assert.equal((await complete({ model: LOCAL_DRAFTING_MODEL, messages: MESSAGES })).status, 500);
    stand.setMode('bad');
    assert.deepEqual(
      (await (await complete({ model: LOCAL_DRAFTING_MODEL, messages: MESSAGES })).json()).choices,
      [],
    );
    await fetch(`http://127.0.0.1:${stand.port}/_emulator/mode`, {
      method: 'POST',
      body: JSON.stringify({ mode: 'slow', delayMs: 300 }),
    });
    const started = Date.now();
    assert.equal((await complete({ model: LOCAL_DRAFTING_MODEL, messages: MESSAGES })).status, 200);
    assert.ok(Date.now() - started >= 280);
    stand.setMode('ok');
    const control = await (await fetch(`http://127.0.0.1:${stand.port}/_emulator/requests`)).json();
    assert.ok(control.requests.length >= 5);
  });
});
