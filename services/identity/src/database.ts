import { Injectable } from '@nestjs/common';
import { prismaDatabase, TransactionRunner, transactionsModule } from '@hirerelay/nest-common';
import { PrismaClient, type Prisma } from './generated/prisma/client.js';

/** identity's own database: its generated client, through the node-postgres driver adapter. */
export const createDatabase = prismaDatabase(PrismaClient);

export type Database = PrismaClient;

/** A transaction handle, passed first to repositories so a change and its outbox event commit as one. */
export type Tx = Prisma.TransactionClient;

/** The service's transaction runner, typed with its client's handle (see `TransactionRunner`). */
@Injectable()
export class Transactions extends TransactionRunner<Tx> {}

/** `Transactions` for every feature module. */
export const DatabaseModule = transactionsModule(Transactions);
