import { Injectable } from '@nestjs/common';
import { createPgAdapter, TransactionRunner } from '@hirerelay/nest-common';
import { PrismaClient, type Prisma } from './generated/prisma/client.js';

/** identity's own database: its generated client, through the node-postgres driver adapter. */
export function createDatabase(databaseUrl: string): PrismaClient {
  return new PrismaClient({ adapter: createPgAdapter(databaseUrl) });
}

export type IdentityDatabase = PrismaClient;

/**
 * A transaction handle. Services pass it between repositories without looking inside, so a change
 * spanning several tables (and its outbox event) commits or fails as one.
 */
export type Tx = Prisma.TransactionClient;

/** Either the client itself or a transaction: what a repository method runs its queries on. */
export type Db = Tx;

/** The service's transaction runner, typed with its client's handle (see `TransactionRunner`). */
@Injectable()
export class Transactions extends TransactionRunner<Tx> {}
