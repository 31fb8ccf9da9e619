import { describe, expect, it } from 'vitest';
import { ApiError } from './errors';
import { unwrap } from './unwrap';

describe('unwrap', () => {
  it('returns the body of a successful call', () => {
    const body = { id: 'post-1' };
    expect(unwrap({ data: body, response: new Response(null, { status: 200 }) })).toBe(body);
  });

  it('accepts a successful call without a body', () => {
    expect(unwrap({ data: undefined, response: new Response(null, { status: 204 }) })).toBeUndefined();
  });

  it('throws a refusal as an ApiError with what the gateway said', () => {
    const refusal = {
      error: { code: 'VALIDATION', message: 'Title is required', fields: { title: 'Title is required' } },
    };
    let thrown: unknown;
    try {
      unwrap({ error: refusal, response: new Response(null, { status: 400 }) });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ApiError);
    expect(thrown).toMatchObject({
      status: 400,
      code: 'VALIDATION',
      serverMessage: 'Title is required',
      fields: { title: 'Title is required' },
    });
  });

  it('throws a server fault as an ApiError that keeps its text from users', () => {
    const fault = { error: { code: 'INTERNAL', message: 'Something went wrong.' } };
    expect(() => unwrap({ error: fault, response: new Response(null, { status: 500 }) })).toThrow(
      expect.objectContaining({ status: 500, serverMessage: null }) as Error,
    );
  });
});
