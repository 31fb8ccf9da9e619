import { describe, expect, it } from 'vitest';
import { STAND_IN_KEY, stripeClientOptions } from './stripe.client.js';

describe('the Stripe client', () => {
  it('talks to real Stripe with the key when one is set, even if a stand-in address is given', () => {
    const { key, config } = stripeClientOptions({
      STRIPE_SECRET_KEY: 'sk_test_real',
      STRIPE_API_BASE: 'http://127.0.0.1:12111',
    });
    expect(key).toBe('sk_test_real');
    expect(config.host).toBeUndefined();
    expect(config.port).toBeUndefined();
  });

  it("talks to the stand-in's host, port and protocol with the fixed test key otherwise", () => {
    expect(stripeClientOptions({ STRIPE_API_BASE: 'http://127.0.0.1:12111' })).toEqual({
      key: STAND_IN_KEY,
      config: { host: '127.0.0.1', port: 12111, protocol: 'http', maxNetworkRetries: 0, timeout: 10_000 },
    });
    expect(stripeClientOptions({ STRIPE_API_BASE: 'https://stripe.local' }).config).toMatchObject({
      host: 'stripe.local',
      port: 443,
      protocol: 'https',
    });
  });
});
