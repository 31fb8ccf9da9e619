import { randomUUID } from 'node:crypto';
import { GetUsageRpc } from '@hirerelay/contracts';
import type { RpcClient } from '@hirerelay/nest-common';
import { startService, testLogDir, testRpcClient, waitFor, type RunningApp } from '@hirerelay/testing';
import pg from 'pg';
import { inject } from 'vitest';

export interface BillingProcess {
  /** Speaks the contracts over NATS, as the gateway and jobs will. */
  rpc: RpcClient;
  app: RunningApp;
  /** billing's database, to look at stored rows. */
  sql: pg.Client;
  stop(): Promise<void>;
}

/** The built billing service as a process against the suite's servers, once it answers. */
export async function startBillingProcess(name: string): Promise<BillingProcess> {
  const backing = inject('backing');
  const rpc = testRpcClient(backing);
  const app = startService('billing', backing, { logDir: testLogDir(name) });
  const sql = new pg.Client({ connectionString: `${backing.POSTGRES_URL}/hirerelay_billing` });
  await sql.connect();
  await waitFor(async () => rpc.request(GetUsageRpc, { userId: randomUUID() }), {
    timeoutMs: 30_000,
    description: 'billing answers',
  });
  return {
    rpc,
    app,
    sql,
    stop: async () => {
      await app.stop();
      await rpc.close();
      await sql.end();
    },
  };
}
