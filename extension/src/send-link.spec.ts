import { afterEach, describe, expect, it, vi } from 'vitest';
import { sendLink } from './send-link.js';

const SETTINGS = { server: 'https://hirerelay.example', token: 'hrx_token' };
const URL_ = 'https://boards.greenhouse.io/globex/jobs/4567890';

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function stubFetch(...answers: (Response | Error)[]) {
  const fetch = vi.fn(() => {
    const next = answers.shift()!;
    return next instanceof Error ? Promise.reject(next) : Promise.resolve(next);
  });
  vi.stubGlobal('fetch', fetch);
  const keys = () =>
    fetch.mock.calls.map(
      (call) =>
        ((call as unknown as [string, RequestInit])[1].headers as Record<string, string>)['idempotency-key'],
    );
  return { fetch, keys };
}

describe('sendLink', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('sends again with the same Idempotency-Key after a lost connection or a server fault', async () => {
    vi.useFakeTimers();
    const { keys } = stubFetch(new TypeError('Failed to fetch'), answer(201, { job: { id: 'x' } }));
    const outcome = sendLink(SETTINGS, URL_);
    await vi.runAllTimersAsync();
    await expect(outcome).resolves.toMatchObject({ kind: 'answered', status: 201 });

    const fault = stubFetch(answer(503, {}), answer(201, { job: { id: 'x' } }));
    const second = sendLink(SETTINGS, URL_);
    await vi.runAllTimersAsync();
    await expect(second).resolves.toMatchObject({ kind: 'answered', status: 201 });

    expect(keys()).toHaveLength(2);
    expect(keys()[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys()[1]).toBe(keys()[0]);
    expect(fault.keys()[1]).toBe(fault.keys()[0]);
    expect(fault.keys()[0]).not.toBe(keys()[0]);
  });

  it('sends an answered request once (a refusal is the answer)', async () => {
    const { fetch } = stubFetch(answer(409, { error: { code: 'CONFLICT', message: 'duplicate' } }));
    await expect(sendLink(SETTINGS, URL_)).resolves.toMatchObject({ kind: 'answered', status: 409 });
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
