import { CONTACT_REASONS } from '@hirerelay/domain';
import { describe, expect, it } from 'vitest';
import { CONTACT_REASON_OPTIONS } from './contactReasons';

describe('contact reason options', () => {
  it('offer every reason the server accepts, in order, each with its own label', () => {
    expect(CONTACT_REASON_OPTIONS.map((option) => option.value)).toEqual([...CONTACT_REASONS]);
    expect(CONTACT_REASON_OPTIONS.map((option) => option.label)).toEqual([
      'General question',
      'Support',
      'Billing',
      'Partnership',
      'Feedback',
      'Other',
    ]);
  });
});
