import { describe, expect, it } from 'vitest';
import { ApiError, errorMessage } from './errors';

describe('ApiError', () => {
  it('carries the message, code and field messages of a refusal', () => {
    const error = new ApiError(400, {
      error: {
        code: 'VALIDATION',
        message: 'Current password is incorrect',
        fields: { currentPassword: 'Current password is incorrect' },
      },
    });
    expect(error.status).toBe(400);
    expect(error.code).toBe('VALIDATION');
    expect(error.serverMessage).toBe('Current password is incorrect');
    expect(error.fields).toEqual({ currentPassword: 'Current password is incorrect' });
  });

  it('keeps the text of a server fault away from users', () => {
    const error = new ApiError(500, { error: { code: 'INTERNAL', message: 'Something went wrong.' } });
    expect(error.serverMessage).toBeNull();
  });

  it('copes with a body that is not an error envelope', () => {
    const error = new ApiError(502, '<html>Bad gateway</html>');
    expect(error.serverMessage).toBeNull();
    expect(error.fields).toEqual({});
  });
});

describe('errorMessage', () => {
  it("prefers the gateway's message", () => {
    const error = new ApiError(401, {
      error: { code: 'UNAUTHENTICATED', message: 'Invalid email or password' },
    });
    expect(errorMessage(error, 'Failed to login. Please try again.')).toBe('Invalid email or password');
  });

  it('falls back to the default for network failures and server faults', () => {
    expect(errorMessage(new TypeError('Failed to fetch'), 'Failed to login. Please try again.')).toBe(
      'Failed to login. Please try again.',
    );
    expect(errorMessage(new ApiError(503, null), 'Fallback')).toBe('Fallback');
  });
});
