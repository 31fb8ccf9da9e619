import type { Socket } from 'node:net';
import type { ConnectionError } from 'fastify';
import type { Logger } from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { clientErrorHandler } from './client-errors.plugin.js';
import { securityHeaderValues } from './security-headers.plugin.js';

function fakeSocket() {
  const written: string[] = [];
  const socket = {
    destroyed: false,
    writable: true,
    write: (chunk: string) => written.push(chunk),
    destroy: vi.fn(),
  };
  return { socket: socket as unknown as Socket & { destroy: ReturnType<typeof vi.fn> }, written };
}

const parserError = (code: string) => Object.assign(new Error(code), { code }) as unknown as ConnectionError;

function parse(raw: string) {
  const [head = '', body = ''] = raw.split('\r\n\r\n');
  const [statusLine = '', ...lines] = head.split('\r\n');
  const headers = Object.fromEntries(
    lines.map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 2)]),
  );
  return { statusLine, headers, body: JSON.parse(body) as unknown };
}

describe('clientErrorHandler', () => {
  const logger = { info: vi.fn() } as unknown as Logger;

  it('answers what the HTTP parser refused in the house shape, with the security headers and a request id', () => {
    const { socket, written } = fakeSocket();
    clientErrorHandler(logger)(parserError('HPE_INVALID_CHARACTER'), socket);
    const answer = parse(written.join(''));
    expect(answer.statusLine).toBe('HTTP/1.1 400 Bad Request');
    expect(answer.body).toEqual({ error: { code: 'VALIDATION', message: 'Bad request' } });
    expect(answer.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    for (const [name, value] of Object.entries(securityHeaderValues()))
      expect(answer.headers[name]).toBe(value);
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(socket.destroy).toHaveBeenCalled();
  });

  it('says 431 when the headers are too large', () => {
    const { socket, written } = fakeSocket();
    clientErrorHandler(logger)(parserError('HPE_HEADER_OVERFLOW'), socket);
    const answer = parse(written.join(''));
    expect(answer.statusLine).toBe('HTTP/1.1 431 Request Header Fields Too Large');
    expect(answer.body).toEqual({ error: { code: 'VALIDATION', message: 'Request headers are too large' } });
  });

  it('writes nothing to a client that already went away', () => {
    const { socket, written } = fakeSocket();
    clientErrorHandler(logger)(parserError('ECONNRESET'), socket);
    expect(written).toEqual([]);
  });
});
