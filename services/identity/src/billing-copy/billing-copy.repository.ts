import { Inject, Injectable } from '@nestjs/common';
import { DATABASE } from '@hirerelay/nest-common';
import type { Tx, Database } from '../database.js';
import type { BillingAccount } from '../generated/prisma/client.js';
import type { BillingCopy } from './billing-copy.rules.js';

/** The `billing_accounts` row as the rules see it (without its key and bookkeeping). */
export function toBillingCopy(row: BillingAccount): BillingCopy {
  const { userId: _userId, updatedAt: _updatedAt, ...copy } = row;
  return copy;
}

@Injectable()
export class BillingCopyRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async find(userId: string, db: Tx = this.db): Promise<BillingCopy | null> {
    const row = await db.billingAccount.findUnique({ where: { userId } });
    return row && toBillingCopy(row);
  }

  async save(db: Tx, userId: string, copy: BillingCopy): Promise<void> {
    await db.billingAccount.upsert({ where: { userId }, create: { userId, ...copy }, update: copy });
  }
}
