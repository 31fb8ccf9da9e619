import { describe, expect, it } from 'vitest';
import { mayHaveSession } from './session-hint';

describe('mayHaveSession', () => {
  it('is true when the gateway left its signed-in hint', () => {
    expect(mayHaveSession('csrf=abc; hr_signed_in=1')).toBe(true);
    expect(mayHaveSession('hr_signed_in=1')).toBe(true);
  });

  it('is false without the hint, so no session call is made', () => {
    expect(mayHaveSession('')).toBe(false);
    expect(mayHaveSession('csrf=abc; theme=dark')).toBe(false);
    expect(mayHaveSession('not_hr_signed_in=1; hr_signed_in_other=1')).toBe(false);
    expect(mayHaveSession('hr_signed_in=')).toBe(false);
  });
});
