import { describe, expect, it } from 'vitest';
import { formatMoneyFromCents } from './money.js';

describe('formatMoneyFromCents', () => {
  it('formats cents as en-US dollars', () => {
    expect(formatMoneyFromCents(7500)).toBe('$75.00');
    expect(formatMoneyFromCents(19900, 'usd')).toBe('$199.00');
    expect(formatMoneyFromCents(123456)).toBe('$1,234.56');
    expect(formatMoneyFromCents(5)).toBe('$0.05');
    expect(formatMoneyFromCents(0)).toBe('$0.00');
  });

  it('formats other currencies in en-US style', () => {
    expect(formatMoneyFromCents(1050, 'eur')).toBe('€10.50');
    expect(formatMoneyFromCents(500, 'JPY')).toBe('¥500');
  });

  it('shows refunds as negative amounts', () => {
    expect(formatMoneyFromCents(-3000)).toBe('-$30.00');
  });
});
