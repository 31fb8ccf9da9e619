import { describe, expect, it } from 'vitest';
import { smsHref } from './smsLink';

describe('smsHref', () => {
  it('keeps the leading plus and the digits of a displayed number', () => {
    expect(smsHref('+1 (555) 010-0142')).toBe('sms:+15550100142');
    expect(smsHref(' +44 20 7946 0018 ')).toBe('sms:+442079460018');
  });

  it('dials a national number as written', () => {
    expect(smsHref('(555) 010-0142')).toBe('sms:5550100142');
  });

  it('gives no link for text without digits', () => {
    expect(smsHref('')).toBeNull();
    expect(smsHref('call us')).toBeNull();
  });
});
