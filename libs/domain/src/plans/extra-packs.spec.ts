import { describe, expect, it } from 'vitest';
import { formatMoneyFromCents } from '../format/money.js';
import { EXTRA_PACK_APPLICATIONS, EXTRA_PACK_PRICE_CENTS } from './extra-packs.js';

describe('extra packs', () => {
  it('are 5 applications for $15, the advertised $3.00 each', () => {
    expect(EXTRA_PACK_APPLICATIONS).toBe(5);
    expect(formatMoneyFromCents(EXTRA_PACK_PRICE_CENTS)).toBe('$15.00');
  });
});
