import { Global, Module, type DynamicModule, type Type } from '@nestjs/common';
import type { PrismaPg } from '@prisma/adapter-pg';
import { createPgAdapter } from './pg-adapter.js';
import type { SqlExecutor } from '../events/sql.js';
import type { TransactionRunner } from './transactions.js';

/** A service's generated Prisma client class, built over a driver adapter. */
export type PrismaClientClass<Client> = new (options: { adapter: PrismaPg }) => Client;

/**
 * A service's `createDatabase(url)`: its own generated client over the node-postgres driver
 * adapter (`createPgAdapter`).
 *
 *     export const createDatabase = prismaDatabase(PrismaClient);
 */
export function prismaDatabase<Client>(
  PrismaClient: PrismaClientClass<Client>,
): (databaseUrl: string) => Client {
  return (databaseUrl) => new PrismaClient({ adapter: createPgAdapter(databaseUrl) });
}

@Global()
@Module({})
class TransactionsModule {}

/**
 * The global module that gives every feature module the service's `Transactions` (its own
 * `TransactionRunner` subclass; the client itself is ServiceCoreModule's `DATABASE`).
 *
 *     export const DatabaseModule = transactionsModule(Transactions);
 */
export function transactionsModule<Tx extends SqlExecutor>(
  transactions: Type<TransactionRunner<Tx>>,
): DynamicModule {
  return { module: TransactionsModule, global: true, providers: [transactions], exports: [transactions] };
}
