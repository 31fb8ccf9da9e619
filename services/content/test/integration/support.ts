import { randomUUID } from 'node:crypto';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import {
  AppError,
  GetSessionRpc,
  ListPublishedPostsRpc,
  type RpcContract,
  type TErrorCode,
} from '@hirerelay/contracts';
import type { RpcClient } from '@hirerelay/nest-common';
import { startService, testRpcClient, waitFor, type RunningApp } from '@hirerelay/testing';
import pg from 'pg';
import { expect, type ProvidedContext } from 'vitest';
import type { z } from 'zod';

type BackingEnv = ProvidedContext['backing'];

export const PASSWORD = 'plum-orbit-57-lantern';

/** Fresh per call, so test files and reruns never collide on the shared databases. */
export const uniqueEmail = (label = 'user') => `${label}-${randomUUID().slice(0, 12)}@example.com`;
export const uniqueSlug = (label = 'post') => `${label}-${randomUUID().slice(0, 8)}`;

export interface ContentHarness {
  rpc: RpcClient;
  /** content's database, to check what was stored. */
  db: pg.Client;
  nc: NatsConnection;
  stop(): Promise<void>;
}

/** A client, content's database and a raw NATS connection; the apps are started by the test file. */
export async function connectContent(backing: BackingEnv): Promise<ContentHarness> {
  const rpc = testRpcClient(backing);
  const db = new pg.Client({ connectionString: `${backing.POSTGRES_URL}/hirerelay_content` });
  await db.connect();
  const nc = await connect({ servers: backing.NATS_URL });
  return {
    rpc,
    db,
    nc,
    stop: async () => {
      await rpc.close();
      await nc.drain();
      await db.end();
    },
  };
}

export async function startContent(backing: BackingEnv, rpc: RpcClient, logDir: string): Promise<RunningApp> {
  const app = startService('content', backing, { logDir });
  await waitFor(async () => rpc.request(ListPublishedPostsRpc, { limit: 1 }).then(() => true), {
    timeoutMs: 30_000,
    description: 'content answers',
  });
  return app;
}

export async function startIdentity(
  backing: BackingEnv,
  rpc: RpcClient,
  logDir: string,
): Promise<RunningApp> {
  const app = startService('identity', backing, { logDir });
  await waitFor(
    async () => rpc.request(GetSessionRpc, { sessionId: randomUUID() }).then((reply) => !reply.active),
    { timeoutMs: 30_000, description: 'identity answers' },
  );
  return app;
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
