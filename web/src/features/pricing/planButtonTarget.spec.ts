import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from '../auth/redirectTarget';
import { LOGIN_FOR_PRICING, planButtonTarget } from './planButtonTarget';

describe('planButtonTarget', () => {
  it('sends a signed-out visitor to log in with redirect=pricing, which the login page accepts', () => {
    expect(planButtonTarget(false)).toBe('/login?redirect=pricing');
    const redirect = new URL(LOGIN_FOR_PRICING, 'https://hirerelay.test').searchParams.get('redirect');
    expect(safeRedirectPath(redirect)).toBe('/pricing');
  });

  it('sends a signed-in user to the subscription screen', () => {
    expect(planButtonTarget(true)).toBe('/dashboard/subscription');
  });
});
