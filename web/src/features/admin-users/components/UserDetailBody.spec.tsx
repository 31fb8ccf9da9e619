import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { profileWith } from '../../profile/testing/profileWith';
import type { TAdminUserDetail } from '../hooks/useAdminUser';
import { UserDetailBody } from './UserDetailBody';

const subscriber: TAdminUserDetail = {
  id: '0b8f8a3e-5a7e-4a3b-9a55-3c1f6f0d7e21',
  fullName: 'Ada Lovelace',
  email: 'ada@example.com',
  status: 'active',
  role: 'user',
  plan: 'Unlimited',
  jobQuota: 999,
  jobsUsed: 3,
  subscriptionDate: '2026-03-05T10:00:00.000Z',
  lastLoginAt: null,
  createdAt: '2026-01-02T03:04:05.678Z',
  stripeCustomerId: 'cus_Q1w2E3r4',
  profile: profileWith({
    userId: '0b8f8a3e-5a7e-4a3b-9a55-3c1f6f0d7e21',
    fullName: 'Ada Lovelace',
    onboardingCompleted: true,
    createdAt: '2026-01-02T03:04:05.678Z',
    updatedAt: '2026-01-02T03:04:05.678Z',
  }),
};

const render = (user: TAdminUserDetail) => renderWithProviders(<UserDetailBody user={user} />);

/** The value shown beside a label of a details list. */
function detail(html: string, label: string): string | undefined {
  const match = new RegExp(`<dt>${label}</dt><dd>(.*?)</dd>`).exec(html);
  return match?.[1]?.replace(/<[^>]+>/g, '');
}

describe('UserDetailBody', () => {
  it('shows the plan, usage with the unlimited quota, subscription date and the Stripe customer id', () => {
    const html = render(subscriber);
    expect(detail(html, 'Plan')).toBe('Unlimited');
    expect(detail(html, 'Usage')).toBe('3/Unlimited');
    expect(detail(html, 'Subscription date')).toBe('Mar 5, 2026');
    expect(detail(html, 'Stripe customer ID')).toBe('cus_Q1w2E3r4');
  });

  it('shows a dash for the Stripe customer and the date of a user without a subscription', () => {
    const html = render({
      ...subscriber,
      plan: 'Free',
      jobQuota: 25,
      jobsUsed: 0,
      subscriptionDate: null,
      stripeCustomerId: null,
    });
    expect(detail(html, 'Plan')).toBe('Free');
    expect(detail(html, 'Usage')).toBe('0/25');
    expect(detail(html, 'Subscription date')).toBe('—');
    expect(detail(html, 'Stripe customer ID')).toBe('—');
  });
});
