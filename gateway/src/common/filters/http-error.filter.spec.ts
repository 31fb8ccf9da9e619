import { BadRequestException, NotFoundException } from '@nestjs/common';
import { AppError, ErrorCode } from '@hirerelay/contracts';
import { describe, expect, it } from 'vitest';
import { toHttpError } from './http-error.filter.js';

describe('toHttpError', () => {
  it.each([
    [ErrorCode.Validation, 400],
    [ErrorCode.Unauthenticated, 401],
    [ErrorCode.Forbidden, 403],
    [ErrorCode.NotFound, 404],
    [ErrorCode.Conflict, 409],
    [ErrorCode.PayloadTooLarge, 413],
    [ErrorCode.RateLimited, 429],
  ])('maps %s to HTTP %i with the message and fields kept', (code, status) => {
    const result = toHttpError(new AppError(code, 'Email is required', { email: 'Email is required' }), 'r1');
    expect(result.status).toBe(status);
    expect(result.body).toEqual({
      error: { code, message: 'Email is required', fields: { email: 'Email is required' } },
    });
  });

  it.each([
    [ErrorCode.ServiceUnavailable, 503, 'Service temporarily unavailable'],
    [ErrorCode.Internal, 500, 'Something went wrong. Please try again.'],
  ])(
    'answers %s (HTTP %i) with a fixed message and the request id, never the detail',
    (code, status, message) => {
      const detail = new AppError(
        code,
        'Request on content.blog.list-published.v1 failed: CONNECTION_REFUSED',
      );
      expect(toHttpError(detail, 'req-7')).toEqual({
        status,
        body: { error: { code, message, requestId: 'req-7' } },
      });
    },
  );

  it('hides the cause of an unexpected error and quotes the request id', () => {
    const result = toHttpError(new TypeError("Cannot read properties of undefined (reading 'x')"), 'req-42');
    expect(result.status).toBe(500);
    expect(result.body).toEqual({
      error: { code: 'INTERNAL', message: 'Something went wrong. Please try again.', requestId: 'req-42' },
    });
  });

  it('keeps the shape for framework errors', () => {
    expect(toHttpError(new NotFoundException(), 'r').body.error).toEqual({
      code: 'NOT_FOUND',
      message: 'Not found',
    });
    expect(toHttpError(new BadRequestException('Bad thing'), 'r')).toEqual({
      status: 400,
      body: { error: { code: 'VALIDATION', message: 'Bad thing' } },
    });
    const tooLarge = Object.assign(new Error('Request body is too large'), { statusCode: 413 });
    expect(toHttpError(tooLarge, 'r')).toEqual({
      status: 413,
      body: { error: { code: 'PAYLOAD_TOO_LARGE', message: 'Request body is too large' } },
    });
    const badJson = Object.assign(new SyntaxError('Unexpected end of JSON input'), { statusCode: 400 });
    expect(toHttpError(badJson, 'r').body.error.message).toBe('Request body is not valid JSON');
  });
});
