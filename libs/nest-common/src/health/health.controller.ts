import { Controller, Inject } from '@nestjs/common';
import {
  HealthContracts,
  type TPartHealth,
  type TServiceHealthReply,
  type TServiceName,
} from '@hirerelay/contracts';
import { DATABASE } from '../bootstrap/tokens.js';
import type { TransactionalDb } from '../events/sql.js';
import { RpcHandler } from '../nats/rpc-handler.js';

const DATABASE_CHECK_TIMEOUT_MS = 1_500;

/** Builds the health request/reply handler of one service: it answers only if its database does. */
export function createHealthController(service: TServiceName) {
  @Controller()
  class HealthController {
    constructor(@Inject(DATABASE) private readonly db: TransactionalDb) {}

    @RpcHandler(HealthContracts[service])
    async check(): Promise<TServiceHealthReply> {
      const database = await this.checkDatabase();
      return { service, status: database.status, checks: { database } };
    }

    private async checkDatabase(): Promise<TPartHealth> {
      const started = performance.now();
      try {
        await withTimeout(this.db.$queryRawUnsafe('SELECT 1'), DATABASE_CHECK_TIMEOUT_MS);
        return { status: 'up', latencyMs: Math.round(performance.now() - started) };
      } catch (error) {
        return { status: 'down', detail: error instanceof Error ? error.message : String(error) };
      }
    }
  }
  return HealthController;
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
