import { describe, expect, it } from 'vitest';
import { stripeWebhookInput } from './stripe-webhook-input.util.js';

const SIGNATURE = 't=1700000000,v1=abc';

describe('stripeWebhookInput', () => {
  it('passes the bytes on exactly as they came: spacing, escapes, non-ASCII and a BOM kept', () => {
    const text = '\uFEFF{ "id":"evt_1",\n  "note": "Z\u00fcrich \\u00e9 \u20ac" }';
    expect(stripeWebhookInput(Buffer.from(text, 'utf8'), SIGNATURE)).toEqual({
      payload: text,
      signature: SIGNATURE,
    });
  });

  it('refuses what cannot be a Stripe event: no body, a parsed body, bytes that are not UTF-8', () => {
    expect(stripeWebhookInput(undefined, SIGNATURE)).toBeNull();
    expect(stripeWebhookInput(Buffer.alloc(0), SIGNATURE)).toBeNull();
    expect(stripeWebhookInput({ id: 'evt_1' }, SIGNATURE)).toBeNull();
    expect(stripeWebhookInput('{"id":"evt_1"}', SIGNATURE)).toBeNull();
    expect(stripeWebhookInput(Buffer.from([0x7b, 0xff, 0x7d]), SIGNATURE)).toBeNull();
  });

  it('refuses a missing, empty, repeated or oversized signature header', () => {
    const body = Buffer.from('{}');
    expect(stripeWebhookInput(body, undefined)).toBeNull();
    expect(stripeWebhookInput(body, '')).toBeNull();
    expect(stripeWebhookInput(body, [SIGNATURE, SIGNATURE])).toBeNull();
    expect(stripeWebhookInput(body, 'x'.repeat(4_001))).toBeNull();
  });
});
