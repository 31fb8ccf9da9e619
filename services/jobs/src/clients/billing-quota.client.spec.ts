import { BillingMessages, IMPORT_REFUSAL_REASONS } from '@hirerelay/contracts';
import { describe, expect, it } from 'vitest';
import { quotaRefusalReason } from './billing-quota.client.js';

describe('quotaRefusalReason', () => {
  it("names each of billing's three import refusals", () => {
    expect(quotaRefusalReason(BillingMessages.subscriptionRequired)).toBe(
      IMPORT_REFUSAL_REASONS.subscriptionRequired,
    );
    expect(quotaRefusalReason(BillingMessages.subscriptionInactive)).toBe(
      IMPORT_REFUSAL_REASONS.subscriptionInactive,
    );
    expect(quotaRefusalReason(BillingMessages.limitReached(25))).toBe(IMPORT_REFUSAL_REASONS.limitReached);
    expect(quotaRefusalReason(BillingMessages.limitReached(999))).toBe(IMPORT_REFUSAL_REASONS.limitReached);
  });
});
