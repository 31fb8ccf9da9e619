import { randomUUID } from 'node:crypto';
import type { NatsConnection } from '@nats-io/transport-node';
import { AppError, type RpcContract, type TErrorCode } from '@hirerelay/contracts';
import { expect } from 'vitest';
import type { z } from 'zod';

/** The AppError a call failed with (the test fails if it succeeded or failed otherwise). */
export async function rpcError(call: Promise<unknown>): Promise<AppError> {
  try {
    await call;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected the call to be refused, but it succeeded');
}

/** Asserts a call is refused with this code (and message and field messages, when given). */
export async function expectRefusal(
  call: Promise<unknown>,
  expected: { code: TErrorCode; message?: string; fields?: Record<string, string> },
): Promise<AppError> {
  const error = await rpcError(call);
  expect({ code: error.code, message: error.message, fields: error.fields }).toMatchObject(expected);
  return error;
}

/**
 * Sends a request straight over NATS, skipping the RpcClient's own validation of the payload, to
 * show that the service itself refuses what a careless or hostile caller might send.
 */
export async function rawRequest<C extends RpcContract<z.ZodType, z.ZodType>>(
  nc: NatsConnection,
  contract: C,
  data: unknown,
): Promise<AppError | unknown> {
  const packet = JSON.stringify({ pattern: contract.subject, data, id: randomUUID() });
  const reply = (await nc.request(contract.subject, packet, { timeout: 5_000 })).json<{
    err?: unknown;
    response?: unknown;
  }>();
  return reply.err === undefined ? reply.response : (AppError.tryFromUnknown(reply.err) ?? reply.err);
}
