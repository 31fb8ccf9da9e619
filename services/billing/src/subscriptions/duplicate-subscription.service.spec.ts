import { describe, expect, it } from 'vitest';
import { keeperOf, type Candidate } from './duplicate-subscription.service.js';

const sub = (id: string, created: number, mirroredLive = false): Candidate => ({ id, created, mirroredLive });

describe('the subscription kept among a customer’s live ones', () => {
  it('is the one Stripe created first, in whatever order they are given', () => {
    const first = sub('sub_b', 100);
    const later = sub('sub_a', 101, true);
    expect(keeperOf([first, later])).toBe(first);
    expect(keeperOf([later, first])).toBe(first);
  });

  it('within one second, the one billing already holds as live, then the smaller id', () => {
    expect(keeperOf([sub('sub_a', 100), sub('sub_b', 100, true)])?.id).toBe('sub_b');
    expect(keeperOf([sub('sub_b', 100), sub('sub_a', 100)])?.id).toBe('sub_a');
  });

  it('is none of none', () => {
    expect(keeperOf([])).toBeUndefined();
  });
});
