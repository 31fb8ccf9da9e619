import { describe, expect, it } from 'vitest';
import { waitText } from './textToApplyMessages';

describe('waitText', () => {
  it('counts seconds up to a minute and a half, then whole minutes rounded up', () => {
    expect(waitText(1)).toBe('1 s');
    expect(waitText(60)).toBe('60 s');
    expect(waitText(90)).toBe('90 s');
    expect(waitText(91)).toBe('2 min');
    expect(waitText(600)).toBe('10 min');
    expect(waitText(3000)).toBe('50 min');
  });
});
