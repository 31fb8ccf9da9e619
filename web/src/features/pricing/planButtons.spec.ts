import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from '../auth/redirectTarget';
import { subscriptionView } from '../subscription/testing/subscriptionView';
import { LOGIN_FOR_PRICING, planButtons } from './planButtons';

const loaded = (data: ReturnType<typeof subscriptionView> | null) => ({ isPending: false, data });

describe('planButtons', () => {
  it('sends a signed-out visitor to log in with redirect=pricing, which the login page accepts', () => {
    expect(planButtons({ signedIn: false, subscription: { isPending: true, data: undefined } })).toEqual({
      kind: 'log-in',
    });
    expect(LOGIN_FOR_PRICING).toBe('/login?redirect=pricing');
    const redirect = new URL(LOGIN_FOR_PRICING, 'https://hirerelay.test').searchParams.get('redirect');
    expect(safeRedirectPath(redirect)).toBe('/pricing');
  });

  it('makes a signed-in user wait for their subscription before a plan can be picked', () => {
    expect(planButtons({ signedIn: true, subscription: { isPending: true, data: undefined } })).toEqual({
      kind: 'wait',
    });
  });

  it('opens checkout for a signed-in user without a live subscription', () => {
    expect(planButtons({ signedIn: true, subscription: loaded(null) })).toEqual({ kind: 'checkout' });
    expect(
      planButtons({ signedIn: true, subscription: loaded(subscriptionView({ status: 'canceled' })) }),
    ).toEqual({ kind: 'checkout' });
  });

  it('sends a subscriber (active or past due) to the portal, naming their plan', () => {
    for (const status of ['active', 'past_due']) {
      expect(
        planButtons({
          signedIn: true,
          subscription: loaded(subscriptionView({ status, planName: 'Starter' })),
        }),
      ).toEqual({ kind: 'portal', currentPlanName: 'Starter' });
    }
  });
});
