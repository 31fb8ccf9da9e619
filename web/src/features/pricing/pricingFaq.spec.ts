import { describe, expect, it } from 'vitest';
import { PRICING_FAQ } from './pricingFaq';

const answerTo = (question: string) => PRICING_FAQ.find((entry) => entry.question === question)?.answer;

describe('PRICING_FAQ', () => {
  it('quotes the terms: 24 hours to cancel, no trial, no refunds, no rollover, next-cycle changes', () => {
    expect(answerTo('How do I cancel?')).toContain('at least 24 hours before your renewal date');
    expect(answerTo('Is there a free trial?')).toContain('no free trial');
    expect(answerTo('Can I get a refund?')).toContain('not refundable');
    expect(answerTo('Do unused applications roll over?')).toContain('do not roll over');
    expect(answerTo('Can I change my plan?')).toContain('start of your next billing cycle');
    expect(answerTo('How does billing work?')).toContain('renews automatically every month');
  });

  it('prices extra packs as billing sells them: 5 applications for $15', () => {
    expect(answerTo('What if I reach my monthly limit?')).toContain('packs of 5 for $15 ($3.00 each)');
  });
});
