import type { IncomingHttpHeaders } from 'node:http';
import { describe, expect, it } from 'vitest';
import { breaches, securityBaseline } from './house-rules.js';
import type { Answer } from './send.js';

const NORMAL: IncomingHttpHeaders = {
  'content-security-policy': "default-src 'self';frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'SAMEORIGIN',
  'x-request-id': 'req-1',
};
const baseline = securityBaseline(NORMAL);
const rules = { baseline, mayBeUnavailable: false };
const answer = (status: number, body: string, headers: IncomingHttpHeaders = {}): Answer => ({
  status,
  headers: { ...NORMAL, 'x-request-id': 'req-2', ...headers },
  body: Buffer.from(body),
});
const json = { 'content-type': 'application/json; charset=utf-8' };

describe('the fuzz tier’s house rules', () => {
  it('accept answers that keep them: an empty 204, HTML, a file, a house-shaped error', () => {
    expect(breaches(answer(204, ''), rules)).toEqual([]);
    expect(breaches(answer(200, '<!doctype html>', { 'content-type': 'text/html' }), rules)).toEqual([]);
    expect(breaches(answer(200, '%PDF-1.4', { 'content-type': 'application/pdf' }), rules)).toEqual([]);
    const error = {
      error: { code: 'VALIDATION', message: 'Invalid request', fields: { email: 'Required' } },
    };
    expect(breaches(answer(400, JSON.stringify(error), json), rules)).toEqual([]);
  });

  it('refuse any 5xx, except 503 where a part being down is the answer', () => {
    const down = JSON.stringify({ error: { code: 'SERVICE_UNAVAILABLE', message: 'Down' } });
    expect(breaches(answer(500, '{}', json), rules)).toContain('server error 500');
    expect(breaches(answer(503, down, json), rules)).toContain('server error 503');
    expect(breaches(answer(503, down, json), { baseline, mayBeUnavailable: true })).toEqual([]);
  });

  it('refuse errors outside the house shape', () => {
    const fastify = JSON.stringify({
      statusCode: 400,
      code: 'FST_ERR_BAD_URL',
      error: 'Bad Request',
      message: 'x',
    });
    expect(breaches(answer(400, fastify, json), rules)).toEqual([
      expect.stringMatching(/^error body is not/),
    ]);
    expect(breaches(answer(404, 'Not Found', { 'content-type': 'text/plain' }), rules)).toEqual([
      'error answer is text/plain, not JSON',
    ]);
    const unknownCode = JSON.stringify({ error: { code: 'OOPS', message: 'x' } });
    expect(breaches(answer(409, unknownCode, json), rules)).toHaveLength(1);
  });

  it('refuse answers missing a security header or carrying another value', () => {
    const { 'x-frame-options': _, ...withoutFrame } = NORMAL;
    const bare: Answer = {
      status: 200,
      headers: { ...withoutFrame, 'x-request-id': '' },
      body: Buffer.alloc(0),
    };
    expect(breaches(bare, rules)).toEqual(['security headers missing: x-frame-options, x-request-id']);
    expect(breaches(answer(200, '', { 'x-content-type-options': 'sniff' }), rules)).toEqual([
      'header x-content-type-options is "sniff", expected "nosniff"',
    ]);
  });

  it('accept a connection closed while an oversized body was still being sent', () => {
    expect(breaches({ status: 0, headers: {}, body: Buffer.alloc(0), closedEarly: true }, rules)).toEqual([]);
  });

  it('take the baseline from a normal answer only if it has the minimum', () => {
    const { 'x-content-type-options': _, ...sniffable } = NORMAL;
    expect(() => securityBaseline(sniffable)).toThrow(/x-content-type-options: nosniff/);
  });
});
