import { describe, expect, it } from 'vitest';
import {
  DUPLICATE_USER_SUBJECT,
  renderDuplicateStaffEmail,
  renderDuplicateUserEmail,
  type DuplicateSubscription,
} from './duplicate-subscription-email.template.js';

const site = { appBaseUrl: 'https://app.example.com', supportEmail: 'support@example.com' };
const event: DuplicateSubscription = {
  userId: '0d9c1b3a-1111-4000-8000-000000000000',
  stripeCustomerId: 'cus_1',
  canceledSubscriptionId: 'sub_second',
  canceledPlanName: 'Professional',
  keptSubscriptionId: 'sub_first',
  keptPlanName: 'Starter',
  refundedAmount: 7500,
  currency: 'usd',
  refundIds: ['re_1'],
};

describe('the e-mail to the user', () => {
  it('says in plain words that their plan is unchanged and the second payment was refunded', () => {
    const email = renderDuplicateUserEmail(site, event);
    expect(email.subject).toBe(DUPLICATE_USER_SUBJECT);
    expect(email.text).toContain('Your Starter subscription stays exactly as it was.');
    expect(email.text).toContain(
      'We cancelled the second one (Professional) at once, so it will never renew.',
    );
    expect(email.text).toContain('We refunded the second payment of $75.00 in full.');
    expect(email.text).toContain('https://app.example.com/dashboard/subscription');
    expect(email.html).toContain('We refunded the second payment of $75.00 in full.');
  });

  it('says nothing was charged when nothing had been paid', () => {
    const email = renderDuplicateUserEmail(site, { ...event, refundedAmount: 0, refundIds: [] });
    expect(email.text).toContain('You were not charged for the second subscription.');
    expect(email.text).not.toContain('refunded the second payment');
  });
});

describe('the e-mail to staff', () => {
  it('names the user, both subscriptions, the refund and links the admin view of the user', () => {
    const email = renderDuplicateStaffEmail(site, event, {
      email: 'jane@example.com',
      fullName: 'Jane <Doe>',
    });
    expect(email.subject).toBe('Second subscription cancelled and refunded: jane@example.com');
    expect(email.text).toContain('Kept: Starter (sub_first)');
    expect(email.text).toContain('Cancelled: Professional (sub_second)');
    expect(email.text).toContain('Refunded: $75.00 (re_1)');
    expect(email.text).toContain(`https://app.example.com/dashboard/subscription/users/${event.userId}`);
    expect(email.html).toContain('Jane &lt;Doe&gt;');
  });
});
