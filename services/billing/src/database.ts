import { Global, Injectable, Module } from '@nestjs/common';
import { createPgAdapter, TransactionRunner } from '@hirerelay/nest-common';
import { PrismaClient, type Prisma } from './generated/prisma/client.js';

/** billing's own database: its generated client, through the node-postgres driver adapter. */
export function createDatabase(databaseUrl: string): Database {
  return new PrismaClient({ adapter: createPgAdapter(databaseUrl) });
}

export type Database = PrismaClient;

/** A transaction handle, passed first to repositories so a change and its outbox event commit as one. */
export type Tx = Prisma.TransactionClient;

/** The service's transaction runner, typed with its client's handle (see `TransactionRunner`). */
@Injectable()
export class Transactions extends TransactionRunner<Tx> {}

/** `Transactions` for every feature module (the client itself is ServiceCoreModule's `DATABASE`). */
@Global()
@Module({ providers: [Transactions], exports: [Transactions] })
export class DatabaseModule {}
