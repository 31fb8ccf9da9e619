import { randomUUID } from 'node:crypto';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import {
  AppError,
  GetSessionRpc,
  SignupRpc,
  type RpcContract,
  type TErrorCode,
  type TIssuedSession,
} from '@hirerelay/contracts';
import type { RpcClient } from '@hirerelay/nest-common';
import { startService, testLogDir, testRpcClient, waitFor, type RunningApp } from '@hirerelay/testing';
import pg from 'pg';
import { expect, type ProvidedContext } from 'vitest';
import type { z } from 'zod';

type BackingEnv = ProvidedContext['backing'];

export const PASSWORD = 'plum-orbit-57-lantern';

/** A fresh address per call, so test files and reruns never collide on the shared database. */
export const uniqueEmail = (label = 'user') => `${label}-${randomUUID().slice(0, 12)}@example.com`;

export interface IdentityHarness {
  app: RunningApp;
  rpc: RpcClient;
  /** Direct access to identity's database, to inspect what was stored or to age a row. */
  db: pg.Client;
  nc: NatsConnection;
  stop(): Promise<void>;
}

/** Starts the built identity service (with extra settings) and waits until it answers. */
export async function startIdentity(
  backing: BackingEnv,
  name: string,
  env: Record<string, string> = {},
): Promise<IdentityHarness> {
  const app = startService('identity', backing, { logDir: testLogDir(name), env });
  const rpc = testRpcClient(backing);
  const db = new pg.Client({ connectionString: `${backing.POSTGRES_URL}/hirerelay_identity` });
  await db.connect();
  const nc = await connect({ servers: backing.NATS_URL });
  await waitFor(
    async () => rpc.request(GetSessionRpc, { sessionId: randomUUID() }).then((reply) => !reply.active),
    { timeoutMs: 30_000, description: 'identity answers' },
  );
  return {
    app,
    rpc,
    db,
    nc,
    stop: async () => {
      await app.stop();
      await rpc.close();
      await nc.drain();
      await db.end();
    },
  };
}

export async function signup(
  rpc: RpcClient,
  overrides: { email?: string; password?: string; smsConsent?: boolean } = {},
): Promise<TIssuedSession> {
  return rpc.request(SignupRpc, {
    email: uniqueEmail(),
    password: PASSWORD,
    smsConsent: false,
    ...overrides,
  });
}

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
