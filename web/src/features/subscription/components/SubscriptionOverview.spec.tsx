import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import type { TBillingActions } from '../billingActions';
import type { TSubscriptionView, TTransaction } from '../billingTypes';
import { subscriptionView, transaction } from '../testing/subscriptionView';
import { SubscriptionOverview } from './SubscriptionOverview';
import type { TTransactionsState } from './TransactionHistory';
import { NoSubscription, PurchasePending, SubscriptionLoadError } from './SubscriptionStates';
import { SubscriptionMessages } from '../subscriptionMessages';

const idle: TBillingActions = { openPortal: () => {}, buyExtraPack: () => {}, busy: null };

function render(
  view: TSubscriptionView,
  transactions: TTransaction[] | TTransactionsState = [],
  actions: TBillingActions = idle,
): string {
  const state: TTransactionsState = Array.isArray(transactions)
    ? { kind: 'loaded', transactions }
    : transactions;
  return renderWithProviders(<SubscriptionOverview view={view} transactions={state} actions={actions} />);
}

/** The buttons and links that lead into the subscription portal (or, for an ended plan, to pricing). */
const PORTAL_LABELS = ['Manage Subscription', 'Update card', 'Change Plan', 'Update'];
const portalButtons = (html: string) =>
  [...html.matchAll(/<(?:button|a)\b[^>]*>([^<]*)<\/(?:button|a)>/g)]
    .map((match) => match[1]!.trim())
    .filter((label) => PORTAL_LABELS.includes(label));

/** The markup as text, the way a reader meets it. */
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('a subscription on the subscription page', () => {
  it('shows the plan, its badge, price in dollars, usage and next billing date', () => {
    const page = text(render(subscriptionView({ jobsUsed: 0 })));
    expect(page).toContain('Professional Active');
    expect(page).toContain('$75.00 / month');
    expect(page).toContain('Jobs used this period 0 of 25');
    expect(page).toContain('Next billing date Dec 10, 2026');
    expect(page).toContain('Visa •••• 4242');
    expect(page).toContain('Need more applications?');
    expect(page).toContain('Buy 5 more applications');
    expect(page).not.toContain('will cancel');
  });

  it('has one button per destination: one way into the portal in every state', () => {
    const states = {
      active: subscriptionView(),
      unlimited: subscriptionView({ planId: 'unlimited', planName: 'Unlimited', jobQuota: 999 }),
      cancelling: subscriptionView({ cancelAtPeriodEnd: true }),
      pastDue: subscriptionView({ status: 'past_due', canBuyExtraPacks: false }),
      ended: subscriptionView({ status: 'canceled', canBuyExtraPacks: false }),
    };
    expect(portalButtons(render(states.active))).toEqual(['Manage Subscription']);
    expect(portalButtons(render(states.unlimited))).toEqual(['Manage Subscription']);
    expect(portalButtons(render(states.cancelling))).toEqual(['Manage Subscription']);
    expect(portalButtons(render(states.pastDue))).toEqual(['Update card']);
    expect(portalButtons(render(states.ended))).toEqual(['Change Plan']);
  });

  it('offers "Need more applications?" only to an active plan with a bigger one that is not cancelling', () => {
    const offer = 'Need more applications?';
    expect(text(render(subscriptionView({ planId: 'starter', planName: 'Starter' })))).toContain(offer);
    const unlimited = subscriptionView({ planId: 'unlimited', planName: 'Unlimited', jobQuota: 999 });
    expect(text(render(unlimited))).not.toContain(offer);
    expect(text(render(unlimited))).toContain('Manage your subscription');
    expect(text(render(subscriptionView({ cancelAtPeriodEnd: true })))).not.toContain(offer);
    expect(text(render(subscriptionView({ status: 'past_due' })))).not.toContain(offer);
    expect(text(render(subscriptionView({ status: 'unpaid' })))).not.toContain(offer);
  });

  it('past due: says the last payment failed and imports are paused, and offers Update card', () => {
    const html = render(subscriptionView({ status: 'past_due', canBuyExtraPacks: false }));
    expect(html).toMatch(/role="alert"[^>]*>.*Your last payment failed/);
    expect(text(html)).toContain('Imports are paused until it is paid.');
    expect(text(html)).toContain('Professional Past Due');
    expect(html).toMatch(/<button[^>]*>Update card<\/button>/);
    expect(text(html)).not.toContain('Manage Subscription');
  });

  it('gives the bar its values for assistive technology', () => {
    const html = render(subscriptionView({ jobsUsed: 20, jobQuota: 25 }));
    expect(html).toMatch(/role="progressbar"[^>]*aria-valuemin="0" aria-valuemax="100" aria-valuenow="80"/);
    expect(html).toContain('aria-valuetext="20 of 25 (80%)"');
  });

  it('says the subscription cancels at the end of the period, and when', () => {
    const page = text(render(subscriptionView({ cancelAtPeriodEnd: true })));
    expect(page).toContain('Your subscription will cancel at the end of the billing period on Dec 10, 2026');
    expect(page).toContain('reactivate it in the subscription portal');
    expect(page).toContain('Ends on Dec 10, 2026');
    expect(page).not.toContain('Next billing date');
  });

  it('announces a plan change from the next cycle', () => {
    const page = text(
      render(subscriptionView({ scheduledChange: { planName: 'Starter', at: '2026-12-10T12:00:00.000Z' } })),
    );
    expect(page).toContain('Your plan changes to Starter on Dec 10, 2026');
  });

  it('offers extra packs only where billing sells them, pressing them at quota', () => {
    expect(text(render(subscriptionView({ canBuyExtraPacks: false, planName: 'Unlimited' })))).not.toContain(
      'Buy 5 more applications',
    );
    const atQuota = render(subscriptionView({ jobsUsed: 25, jobQuota: 25 }));
    expect(atQuota).toContain('data-at-quota="true"');
    expect(text(atQuota)).toContain('You have used every application of this period.');
    expect(text(atQuota)).toContain('for $15.00');
  });

  it('counts extra applications bought this period', () => {
    const page = text(render(subscriptionView({ jobQuota: 30, extraApplications: 5 })));
    expect(page).toContain('3 of 30');
    expect(page).toContain('Extra applications this period 5');
  });

  it('lists paid invoices with dates as Mon D, YYYY and amounts in dollars, or says there are none', () => {
    const page = text(
      render(subscriptionView(), [
        transaction({
          id: 'in_2',
          amount: 1500,
          description: 'Extra applications',
          createdAt: '2026-11-12T08:00:00Z',
        }),
        transaction(),
      ]),
    );
    expect(page).toContain('Nov 12, 2026 Extra applications $15.00 Paid');
    expect(page).toContain('Nov 10, 2026 Professional (monthly) $75.00 Paid');
    expect(text(render(subscriptionView(), []))).toContain('No transaction history available');
  });

  it('links each invoice to its receipt page and PDF, in a new tab', () => {
    const html = render(subscriptionView(), [transaction()]);
    expect(html).toMatch(
      /<a href="https:\/\/invoice\.stripe\.com\/i\/acct_test\/test_receipt" target="_blank" rel="noopener noreferrer"[^>]*>View receipt<\/a>/,
    );
    expect(html).toMatch(
      /<a href="https:\/\/pay\.stripe\.com\/invoice\/acct_test\/test_receipt\/pdf" target="_blank"[^>]*>PDF<\/a>/,
    );
    const without = render(subscriptionView(), [transaction({ receiptUrl: null, receiptPdfUrl: null })]);
    expect(without).not.toContain('View receipt');
  });

  it('shows a refunded invoice as Refunded', () => {
    const page = text(render(subscriptionView(), [transaction({ status: 'refunded' })]));
    expect(page).toContain('$75.00 Refunded');
    expect(page).not.toContain('Paid');
  });

  it('says when the invoices could not be loaded, with Retry, instead of an empty history', () => {
    const html = render(subscriptionView(), { kind: 'error', onRetry: () => {} });
    expect(text(html)).toContain('We could not load your transaction history. Please try again.');
    expect(html).toMatch(/role="alert"[^>]*>.*<button[^>]*>Retry<\/button>/);
    expect(text(html)).not.toContain('No transaction history available');
    expect(text(render(subscriptionView(), { kind: 'loading' }))).not.toContain(
      'No transaction history available',
    );
  });

  it('for an ended subscription: Inactive, Change Plan to pricing, and no portal buttons', () => {
    const html = render(subscriptionView({ status: 'canceled' }));
    expect(text(html)).toContain('Professional Inactive');
    expect(html).toMatch(/<a[^>]*href="\/pricing"[^>]*>Change Plan<\/a>/);
    expect(text(html)).not.toContain('Manage Subscription');
    expect(text(html)).not.toContain('Payment Method');
  });

  it('shows the working button and holds the others while the browser goes to Stripe', () => {
    const html = render(subscriptionView(), [], { ...idle, busy: 'manage' });
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*aria-busy="true"[^>]*>.*Redirecting…<\/button>/);
    expect(html.match(/aria-busy="true"/g)).toHaveLength(1);
    // Manage Subscription (working) and Buy 5 more applications (held).
    expect(html.match(/<button[^>]*disabled=""/g)).toHaveLength(2);
  });
});

describe('the subscription page without a subscription to show', () => {
  const renderPlain = (node: React.ReactNode) => text(renderWithProviders(node));

  it('offers the plans when there is none', () => {
    expect(renderPlain(<NoSubscription />)).toContain('No Active Subscription');
    expect(renderWithProviders(<NoSubscription />)).toMatch(/<a[^>]*href="\/pricing"[^>]*>View Plans<\/a>/);
  });

  it('says it could not load, with Retry', () => {
    const page = renderPlain(<SubscriptionLoadError onRetry={() => {}} />);
    expect(page).toContain('Error Loading Subscription');
    expect(page).toContain('An unexpected error occurred while loading subscription data');
    expect(page).toContain('Retry');
  });

  it('says the payment was received while the plan activates', () => {
    expect(renderPlain(<PurchasePending message={SubscriptionMessages.activating} />)).toContain(
      'Payment received. Activating your plan…',
    );
  });
});
