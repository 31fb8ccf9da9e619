import { connect, type NatsConnection } from '@nats-io/transport-node';
import { ListPublishedPostsRpc } from '@hirerelay/contracts';
import type { RpcClient } from '@hirerelay/nest-common';
import { startService, testRpcClient, waitFor, type RunningApp } from '@hirerelay/testing';
import pg from 'pg';
import type { ProvidedContext } from 'vitest';

type BackingEnv = ProvidedContext['backing'];

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

export async function startContentProcess(
  backing: BackingEnv,
  rpc: RpcClient,
  logDir: string,
): Promise<RunningApp> {
  const app = startService('content', backing, { logDir });
  await waitFor(async () => rpc.request(ListPublishedPostsRpc, { limit: 1 }).then(() => true), {
    timeoutMs: 30_000,
    description: 'content answers',
  });
  return app;
}

// The RPC assertions live in @hirerelay/testing; re-exported so the tests keep one import.
export { expectRefusal, rawRequest, rpcError, startIdentity } from '@hirerelay/testing';
