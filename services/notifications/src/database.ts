import { Injectable } from '@nestjs/common';
import { createPgAdapter, TransactionRunner } from '@hirerelay/nest-common';
import { PrismaClient, type Prisma } from './generated/prisma/client.js';

/** notifications's own database: its generated client, through the node-postgres driver adapter. */
export function createDatabase(databaseUrl: string): PrismaClient {
  return new PrismaClient({ adapter: createPgAdapter(databaseUrl) });
}

export type NotificationsDatabase = PrismaClient;
/** A transaction handle of notifications' database, as event handlers receive it. */
export type NotificationsTx = Prisma.TransactionClient;

/** The service's transaction runner, typed with its client's handle (see `TransactionRunner`). */
@Injectable()
export class Transactions extends TransactionRunner<NotificationsTx> {}
