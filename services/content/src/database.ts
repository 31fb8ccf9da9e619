import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient } from './generated/prisma/client.js';

/** content's own database: its generated client, through the node-postgres driver adapter. */
export function createDatabase(databaseUrl: string): PrismaClient {
  return new PrismaClient({ adapter: new PrismaPg({ connectionString: databaseUrl }) });
}

export type ContentDatabase = PrismaClient;
