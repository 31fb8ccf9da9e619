import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError, ErrorCode } from './app-error.js';

describe('AppError', () => {
  it('survives a round trip through JSON, as it does over NATS', () => {
    const original = new AppError(ErrorCode.Validation, 'Invalid request', { email: 'Email is required' });
    const rebuilt = AppError.tryFromUnknown(JSON.parse(JSON.stringify(original.toWire())));
    expect(rebuilt).toBeInstanceOf(AppError);
    expect(rebuilt?.code).toBe('VALIDATION');
    expect(rebuilt?.message).toBe('Invalid request');
    expect(rebuilt?.fields).toEqual({ email: 'Email is required' });
  });

  it('does not mistake an ordinary reply or an unknown code for an error', () => {
    expect(AppError.tryFromUnknown({ code: 'VALIDATION', message: 'x' })).toBeUndefined();
    expect(AppError.tryFromUnknown({ appError: true, code: 'TEAPOT', message: 'x' })).toBeUndefined();
    expect(AppError.tryFromUnknown('Internal server error')).toBeUndefined();
  });

  it('turns zod issues into field messages keyed by path, first message per field', () => {
    const schema = z.object({
      email: z.string().min(1, 'Email is required').email('Invalid email address'),
      profile: z.object({ years: z.number().max(50, 'Too many') }),
    });
    const result = schema.safeParse({ email: '', profile: { years: 51 } });
    expect(result.success).toBe(false);
    const error = AppError.fromZod(result.error!);
    expect(error.code).toBe(ErrorCode.Validation);
    expect(error.fields).toEqual({ email: 'Email is required', 'profile.years': 'Too many' });
  });
});
