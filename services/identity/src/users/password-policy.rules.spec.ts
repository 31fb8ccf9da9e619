import { AppError, ErrorCode } from '@hirerelay/contracts';
import { MSG_PASSWORD_TOO_COMMON, MSG_PASSWORD_TOO_SHORT } from '@hirerelay/domain';
import { describe, expect, it } from 'vitest';
import { assertPasswordPolicy } from './password-policy.rules.js';

function refusal(password: string, field: string): AppError | undefined {
  try {
    assertPasswordPolicy(password, field);
    return undefined;
  } catch (error) {
    return error as AppError;
  }
}

describe('assertPasswordPolicy', () => {
  it('accepts a long, uncommon password', () => {
    expect(refusal('plum-orbit-57-lantern', 'password')).toBeUndefined();
  });

  it('refuses a short one with the domain message on the named field', () => {
    const error = refusal('short', 'newPassword');
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({
      code: ErrorCode.Validation,
      message: MSG_PASSWORD_TOO_SHORT,
      fields: { newPassword: MSG_PASSWORD_TOO_SHORT },
    });
  });

  it('refuses a common one', () => {
    expect(refusal('Password123', 'password')).toMatchObject({ message: MSG_PASSWORD_TOO_COMMON });
  });
});
