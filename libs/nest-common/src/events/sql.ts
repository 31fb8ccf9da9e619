/**
 * The slice of a Prisma client that the event plumbing needs. Every service's generated client
 * satisfies it, so one outbox and one consumer implementation serve all five databases (each
 * schema declares the same `outbox_events` and `processed_events` tables).
 */
export interface SqlExecutor {
  $executeRawUnsafe(query: string, ...values: unknown[]): Promise<number>;
  $queryRawUnsafe<T = unknown>(query: string, ...values: unknown[]): Promise<T>;
}

export interface TransactionalDb<Tx extends SqlExecutor = SqlExecutor> extends SqlExecutor {
  $transaction<R>(fn: (tx: Tx) => Promise<R>, options?: { maxWait?: number; timeout?: number }): Promise<R>;
  $disconnect(): Promise<void>;
}
