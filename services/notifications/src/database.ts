import { PrismaPg } from '@prisma/adapter-pg';
import type { TransactionalDb } from '@hirerelay/nest-common';
import { PrismaClient } from './generated/prisma/client.js';

/** notifications's own database: its generated client, through the node-postgres driver adapter. */
export function createDatabase(databaseUrl: string): PrismaClient {
  return new PrismaClient({ adapter: new PrismaPg({ connectionString: databaseUrl }) });
}

export type NotificationsDatabase = PrismaClient;
export type NotificationsTx = Parameters<Parameters<NotificationsDatabase['$transaction']>[0]>[0];

/**
 * The same client, with interactive transactions allowed to last `timeoutMs` (Prisma's default is
 * 5 s). For consumers whose handler waits on something slow, such as an SMTP server, inside the
 * transaction: a transaction closed under a running handler would undo a finished effect.
 */
export function withTransactionTimeout(
  db: NotificationsDatabase,
  timeoutMs: number,
): TransactionalDb<NotificationsTx> {
  return {
    $executeRawUnsafe: (query, ...values) => db.$executeRawUnsafe(query, ...values),
    $queryRawUnsafe: <T>(query: string, ...values: unknown[]) => db.$queryRawUnsafe<T>(query, ...values),
    $transaction: (fn, options) => db.$transaction(fn, { timeout: timeoutMs, ...options }),
    $disconnect: () => db.$disconnect(),
  };
}
