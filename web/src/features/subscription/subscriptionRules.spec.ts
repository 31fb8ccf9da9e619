import { describe, expect, it } from 'vitest';
import {
  checkoutConfirmation,
  formatCard,
  isManagedInPortal,
  subscriptionBadge,
  subscriptionScreen,
  usageBar,
} from './subscriptionRules';
import { subscriptionView } from './testing/subscriptionView';

describe('the status badge', () => {
  it('names active, trialing and past_due, and everything else Inactive', () => {
    expect(
      ['active', 'trialing', 'past_due', 'canceled', 'incomplete', 'unpaid', 'paused', ''].map(
        (status) => subscriptionBadge(status).label,
      ),
    ).toEqual(['Active', 'Trial', 'Past Due', 'Inactive', 'Inactive', 'Inactive', 'Inactive', 'Inactive']);
  });

  it('colours active green and past due as a warning', () => {
    expect(subscriptionBadge('active').tone).toBe('success');
    expect(subscriptionBadge('past_due').tone).toBe('warning');
    expect(subscriptionBadge('canceled').tone).toBe('neutral');
  });
});

describe('the jobs-used bar', () => {
  it('is used over quota, rounded, with the label outside the bar at 10 % and below', () => {
    expect(usageBar(0, 25)).toEqual({
      percent: 0,
      labelInside: false,
      alert: false,
      summary: '0 of 25',
      atQuota: false,
    });
    expect(usageBar(1, 10)).toMatchObject({ percent: 10, labelInside: false });
    expect(usageBar(3, 25)).toMatchObject({ percent: 12, labelInside: true, summary: '3 of 25' });
    expect(usageBar(2, 3)).toMatchObject({ percent: 67, labelInside: true });
  });

  it('turns to the alarm colour above 90 % and caps at 100 once extra use passes the quota', () => {
    expect(usageBar(9, 10)).toMatchObject({ percent: 90, alert: false, atQuota: false });
    expect(usageBar(23, 25)).toMatchObject({ percent: 92, alert: true });
    expect(usageBar(25, 25)).toMatchObject({ percent: 100, atQuota: true });
    expect(usageBar(31, 30)).toMatchObject({ percent: 100, atQuota: true, summary: '31 of 30' });
  });

  it('shows the 999 quota as Unlimited, never at quota', () => {
    expect(usageBar(40, 999)).toMatchObject({ summary: '40 of Unlimited', percent: 4, atQuota: false });
    expect(usageBar(999, 999).atQuota).toBe(false);
  });
});

describe('the payment method', () => {
  it('is the brand as people say it and the last four digits', () => {
    expect(formatCard({ brand: 'visa', last4: '4242' })).toBe('Visa •••• 4242');
    expect(formatCard({ brand: 'amex', last4: '0005' })).toBe('American Express •••• 0005');
    expect(formatCard({ brand: 'newcard', last4: '1111' })).toBe('Newcard •••• 1111');
  });
});

describe('the billing portal', () => {
  it('manages every subscription Stripe has not ended', () => {
    expect(
      ['active', 'trialing', 'past_due', 'unpaid', 'incomplete', 'canceled', 'incomplete_expired'].map(
        (status) => isManagedInPortal(subscriptionView({ status })),
      ),
    ).toEqual([true, true, true, true, true, false, false]);
  });
});

describe('what the subscription page shows', () => {
  const base = { isPending: false, isError: false, subscription: undefined, waitingFor: null };

  it('waits, then shows the subscription, none, or the error', () => {
    expect(subscriptionScreen({ ...base, isPending: true })).toEqual({ kind: 'loading' });
    expect(subscriptionScreen({ ...base, subscription: null })).toEqual({ kind: 'none' });
    expect(subscriptionScreen({ ...base, isError: true })).toEqual({ kind: 'error' });
    const view = subscriptionView({ status: 'canceled' });
    expect(subscriptionScreen({ ...base, subscription: view })).toEqual({
      kind: 'subscription',
      view,
      addingApplications: false,
    });
  });

  it('back from paying for a plan, says the plan is activating until the subscription is active', () => {
    const back = { ...base, waitingFor: 'plan' as const };
    expect(subscriptionScreen({ ...back, isPending: true })).toEqual({ kind: 'activating' });
    expect(subscriptionScreen({ ...back, subscription: null })).toEqual({ kind: 'activating' });
    expect(subscriptionScreen({ ...back, subscription: subscriptionView({ status: 'incomplete' }) })).toEqual(
      {
        kind: 'activating',
      },
    );
    const active = subscriptionView({ status: 'active' });
    expect(subscriptionScreen({ ...back, subscription: active })).toEqual({
      kind: 'subscription',
      view: active,
      addingApplications: false,
    });
    const trial = subscriptionView({ status: 'trialing' });
    expect(subscriptionScreen({ ...back, subscription: trial }).kind).toBe('subscription');
  });

  it('back from paying for extra packs, shows the subscription while the applications are added', () => {
    const view = subscriptionView();
    expect(subscriptionScreen({ ...base, waitingFor: 'extra-pack', subscription: view })).toEqual({
      kind: 'subscription',
      view,
      addingApplications: true,
    });
  });

  it('stops waiting with the error view when the subscription cannot be loaded', () => {
    expect(subscriptionScreen({ ...base, waitingFor: 'plan', isError: true })).toEqual({ kind: 'error' });
  });
});

describe('the checkout the page came back from (its session_id)', () => {
  const SESSION = 'cs_test_a1B2c3';
  const base = {
    returned: true,
    sessionId: SESSION,
    isPending: false,
    isError: false,
    errorMessage: null,
    session: undefined,
    waitedTooLong: false,
  };
  const session = (
    status: 'open' | 'complete' | 'expired',
    paid: boolean,
    purchase: 'plan' | 'extra-packs' = 'plan',
  ) => ({
    id: SESSION,
    status,
    paid,
    purchase,
  });

  it('is nothing to confirm when the page was not reached from a checkout', () => {
    expect(checkoutConfirmation({ ...base, returned: false })).toEqual({ kind: 'none' });
  });

  it('counts as paid only when that very session is complete and paid, naming what it bought', () => {
    expect(checkoutConfirmation({ ...base, isPending: true })).toEqual({ kind: 'confirming' });
    expect(checkoutConfirmation({ ...base, session: session('complete', true) })).toEqual({
      kind: 'paid',
      purchase: 'plan',
    });
    expect(checkoutConfirmation({ ...base, session: session('complete', true, 'extra-packs') })).toEqual({
      kind: 'paid',
      purchase: 'extra-packs',
    });
    expect(checkoutConfirmation({ ...base, session: session('complete', false) })).toEqual({
      kind: 'confirming',
    });
  });

  it('waits briefly for an open session, then says it was not paid; an expired one at once', () => {
    expect(checkoutConfirmation({ ...base, session: session('open', false) })).toEqual({
      kind: 'confirming',
    });
    expect(checkoutConfirmation({ ...base, session: session('open', false), waitedTooLong: true })).toEqual({
      kind: 'not-paid',
    });
    expect(checkoutConfirmation({ ...base, session: session('expired', false) })).toEqual({
      kind: 'not-paid',
    });
  });

  it("refuses a missing or malformed session id and another user's session (billing's 404 message)", () => {
    expect(checkoutConfirmation({ ...base, sessionId: null })).toEqual({
      kind: 'not-confirmed',
      message: null,
    });
    expect(checkoutConfirmation({ ...base, sessionId: '{CHECKOUT_SESSION_ID}' })).toEqual({
      kind: 'not-confirmed',
      message: null,
    });
    expect(
      checkoutConfirmation({
        ...base,
        isError: true,
        errorMessage: 'We could not find this checkout on your account.',
      }),
    ).toEqual({ kind: 'not-confirmed', message: 'We could not find this checkout on your account.' });
  });
});

describe('the page while a checkout is confirmed', () => {
  it('shows the confirmation before anything else', () => {
    expect(
      subscriptionScreen({
        isPending: false,
        isError: false,
        subscription: subscriptionView(),
        waitingFor: null,
        confirming: true,
      }),
    ).toEqual({ kind: 'confirming' });
  });
});
