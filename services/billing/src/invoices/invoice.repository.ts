import { Inject, Injectable } from '@nestjs/common';
import { DATABASE } from '@hirerelay/nest-common';
import type { Database, Tx } from '../database.js';
import type { Invoice } from '../generated/prisma/client.js';

export type InvoiceRecord = Invoice;

/** Paid invoices (the Transaction shape). */
@Injectable()
export class InvoiceRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /** Stores what Stripe says of the invoice; a refund billing recorded stays (`refundedAt`). */
  async save(tx: Tx, invoice: InvoiceRecord): Promise<void> {
    const { refundedAt, ...stripeState } = invoice;
    await tx.invoice.upsert({
      where: { id: invoice.id },
      create: { ...stripeState, refundedAt },
      update: stripeState,
    });
  }

  /** Stores the invoice as refunded (the first refund's time stays), whether or not it was stored. */
  async saveRefunded(tx: Tx, invoice: InvoiceRecord, refundedAt: Date): Promise<void> {
    await this.save(tx, { ...invoice, refundedAt });
    await tx.invoice.updateMany({ where: { id: invoice.id, refundedAt: null }, data: { refundedAt } });
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
