import { Injectable } from '@nestjs/common';
import {
  createPgDatabase,
  TransactionRunner,
  transactionsModule,
  type PgDatabase,
} from '@hirerelay/nest-common';
import { PrismaClient, type Prisma } from './generated/prisma/client.js';

/**
 * jobs's own database: its generated client, through the node-postgres driver adapter, and `reads`
 * on the same pool for the hot list query (job-list.repository.ts).
 */
export function createDatabase(databaseUrl: string): Database {
  return createPgDatabase(databaseUrl, (adapter) => new PrismaClient({ adapter }));
}

export type Database = PgDatabase<PrismaClient>;

/** A transaction handle, passed first to repositories so a change and its outbox event commit as one. */
export type Tx = Prisma.TransactionClient;

/** The service's transaction runner, typed with its client's handle (see `TransactionRunner`). */
@Injectable()
export class Transactions extends TransactionRunner<Tx> {}

/** `Transactions` for every feature module. */
export const DatabaseModule = transactionsModule(Transactions);
