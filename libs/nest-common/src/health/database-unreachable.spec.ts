import { describe, expect, it } from 'vitest';
import { isDatabaseUnreachable } from './database-unreachable.js';

/** The shapes Prisma 7 with @prisma/adapter-pg produced with PostgreSQL stopped (seen on this machine). */
function prismaError(code: string, cause: Record<string, unknown>, message = 'Invalid invocation') {
  return Object.assign(new Error(message), {
    name: 'PrismaClientKnownRequestError',
    code,
    meta: { driverAdapterError: { name: 'DriverAdapterError', cause } },
  });
}

describe('isDatabaseUnreachable', () => {
  it.each([
    [
      'a model query (P1001)',
      prismaError('P1001', { kind: 'DatabaseNotReachable', host: '127.0.0.1', port: 5 }),
    ],
    ['a raw query (P2010 with the adapter kind)', prismaError('P2010', { kind: 'DatabaseNotReachable' })],
    ['a closed connection', prismaError('P1017', { kind: 'ConnectionClosed' })],
    ['a socket timeout', prismaError('P2010', { kind: 'SocketTimeout' })],
    ['a server shutting down (SQLSTATE 57P01)', prismaError('P2010', { kind: 'postgres', code: '57P01' })],
    ['a connection exception (SQLSTATE class 08)', prismaError('P2010', { kind: 'postgres', code: '08006' })],
    ['a connect timeout on initialisation', Object.assign(new Error('x'), { errorCode: 'P1001' })],
    [
      'a refused socket',
      Object.assign(new Error('connect ECONNREFUSED'), {
        code: 'ECONNREFUSED',
        syscall: 'connect',
        errno: -111,
      }),
    ],
    ['node-postgres losing a pooled connection', new Error('Connection terminated unexpectedly')],
    [
      'a wrapped cause',
      new Error('outer', { cause: prismaError('P1001', { kind: 'DatabaseNotReachable' }) }),
    ],
  ])('recognises %s', (_, error) => {
    expect(isDatabaseUnreachable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', prismaError('P2002', { kind: 'UniqueConstraintViolation' })],
    ['a syntax error', prismaError('P2010', { kind: 'postgres', code: '42601' })],
    ['a programming error', new TypeError("Cannot read properties of undefined (reading 'id')")],
    [
      'a message that merely mentions the text',
      Object.assign(new Error('Connection terminated unexpectedly'), { code: 'X1' }),
    ],
    ['nothing', undefined],
    ['a string', 'P1001'],
  ])('does not take %s for an outage', (_, error) => {
    expect(isDatabaseUnreachable(error)).toBe(false);
  });
});
