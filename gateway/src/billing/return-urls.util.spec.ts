import { describe, expect, it } from 'vitest';
import { billingReturnUrls } from './return-urls.util.js';

describe('billingReturnUrls', () => {
  it('leads back to the subscription page of the public address, saying how checkout ended and which session was paid', () => {
    expect(billingReturnUrls('https://app.hirerelay.test')).toEqual({
      checkoutSuccess:
        'https://app.hirerelay.test/dashboard/subscription?success=true&session_id={CHECKOUT_SESSION_ID}',
      checkoutCanceled: 'https://app.hirerelay.test/dashboard/subscription?canceled=true',
      portalReturn: 'https://app.hirerelay.test/dashboard/subscription',
    });
  });
});
