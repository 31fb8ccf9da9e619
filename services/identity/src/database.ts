import { Global, Injectable, Module } from '@nestjs/common';
import { createPgAdapter, TransactionRunner } from '@hirerelay/nest-common';
import { PrismaClient, type Prisma } from './generated/prisma/client.js';

/** identity's own database: its generated client, through the node-postgres driver adapter. */
export function createDatabase(databaseUrl: string): Database {
  return new PrismaClient({ adapter: createPgAdapter(databaseUrl) });
}

export type Database = PrismaClient;

/**
 * A transaction handle. Services pass it between repositories without looking inside, so a change
 * spanning several tables (and its outbox event) commits or fails as one.
 */
export type Tx = Prisma.TransactionClient;

/** The service's transaction runner, typed with its client's handle (see `TransactionRunner`). */
@Injectable()
export class Transactions extends TransactionRunner<Tx> {}

/** `Transactions` for every feature module (the client itself is ServiceCoreModule's `DATABASE`). */
@Global()
@Module({ providers: [Transactions], exports: [Transactions] })
export class DatabaseModule {}
