import { connect, type NatsConnection } from '@nats-io/transport-node';
import { SignupRpc, type TIssuedSession } from '@hirerelay/contracts';
import type { RpcClient } from '@hirerelay/nest-common';
import { newUser, startIdentity, testLogDir, testRpcClient, type RunningApp } from '@hirerelay/testing';
import pg from 'pg';
import type { ProvidedContext } from 'vitest';

type BackingEnv = ProvidedContext['backing'];

export interface IdentityHarness {
  app: RunningApp;
  rpc: RpcClient;
  /** Direct access to identity's database, to inspect what was stored or to age a row. */
  db: pg.Client;
  nc: NatsConnection;
  stop(): Promise<void>;
}

/** Starts the built identity service (with extra settings) and waits until it answers. */
export async function startIdentityProcess(
  backing: BackingEnv,
  name: string,
  env: Record<string, string> = {},
): Promise<IdentityHarness> {
  const rpc = testRpcClient(backing);
  const app = await startIdentity(backing, rpc, { logDir: testLogDir(name), env });
  const db = new pg.Client({ connectionString: `${backing.POSTGRES_URL}/hirerelay_identity` });
  await db.connect();
  const nc = await connect({ servers: backing.NATS_URL });
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
  return rpc.request(SignupRpc, newUser(overrides));
}

// The RPC assertions live in @hirerelay/testing; re-exported so the tests keep one import.
export { expectRefusal, rawRequest, rpcError } from '@hirerelay/testing';
