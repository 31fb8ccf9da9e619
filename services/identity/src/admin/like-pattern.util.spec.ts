import { describe, expect, it } from 'vitest';
import { containsPattern } from './like-pattern.util.js';

describe('containsPattern', () => {
  it('wraps the text for a substring match', () => {
    expect(containsPattern('ann')).toBe('%ann%');
  });

  it('escapes the wildcards and the escape character', () => {
    expect(containsPattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });
});
