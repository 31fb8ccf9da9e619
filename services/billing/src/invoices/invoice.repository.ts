import { Inject, Injectable } from '@nestjs/common';
import { DATABASE } from '@hirerelay/nest-common';
import type { BillingDatabase, Tx } from '../database.js';
import type { Invoice } from '../generated/prisma/client.js';

export type InvoiceRecord = Invoice;

/** Paid invoices (the Transaction shape). */
@Injectable()
export class InvoiceRepository {
  constructor(@Inject(DATABASE) private readonly db: BillingDatabase) {}

  async save(tx: Tx, invoice: InvoiceRecord): Promise<void> {
    await tx.invoice.upsert({ where: { id: invoice.id }, create: invoice, update: invoice });
  }

  /** The user's latest paid invoices, newest first (ties by id, so the order is stable). */
  latestPaidOf(userId: string, limit: number): Promise<InvoiceRecord[]> {
    return this.db.invoice.findMany({
      where: { userId, status: 'paid' },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      take: limit,
    });
  }
}
