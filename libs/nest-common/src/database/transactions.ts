import { Inject, Injectable } from '@nestjs/common';
import { DATABASE } from '../bootstrap/tokens.js';
import type { SqlExecutor, TransactionalDb } from '../events/sql.js';

export interface TransactionOptions {
  /** How long the transaction may stay open (Prisma's default is 5 s). */
  timeoutMs?: number;
}

/**
 * Runs work in one transaction of the service's database (the `DATABASE` client), so a change
 * spanning several tables, and the outbox event it causes, commits or fails as one. Services
 * pass the handle to repositories (as their first argument) without looking inside it.
 *
 * Each service names its own subclass with its client's handle type, so the injected runner and
 * the repositories agree on `Tx` without a cast:
 *
 *     export type Tx = Prisma.TransactionClient;
 *     @Injectable() export class Transactions extends TransactionRunner<Tx> {}
 */
@Injectable()
export class TransactionRunner<Tx extends SqlExecutor> {
  constructor(@Inject(DATABASE) private readonly db: TransactionalDb<Tx>) {}

  run<R>(work: (tx: Tx) => Promise<R>, options: TransactionOptions = {}): Promise<R> {
    return options.timeoutMs === undefined
      ? this.db.$transaction(work)
      : this.db.$transaction(work, { timeout: options.timeoutMs });
  }
}

/**
 * The same client, with interactive transactions allowed to last `timeoutMs`. For code that hands
 * the client to plumbing that opens the transaction itself (an event consumer whose handler waits
 * on a slow server, such as SMTP): a transaction closed under a running handler would undo a
 * finished effect.
 */
export function withTransactionTimeout<Tx extends SqlExecutor>(
  db: TransactionalDb<Tx>,
  timeoutMs: number,
): TransactionalDb<Tx> {
  return {
    $executeRawUnsafe: (query, ...values) => db.$executeRawUnsafe(query, ...values),
    $queryRawUnsafe: <T>(query: string, ...values: unknown[]) => db.$queryRawUnsafe<T>(query, ...values),
    $transaction: (fn, options) => db.$transaction(fn, { timeout: timeoutMs, ...options }),
    $disconnect: () => db.$disconnect(),
  };
}
