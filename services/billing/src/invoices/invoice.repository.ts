import { Injectable } from '@nestjs/common';
import type { Tx } from '../database.js';
import type { Invoice } from '../generated/prisma/client.js';

export type InvoiceRecord = Invoice;

/** Paid invoices (the Transaction shape). */
@Injectable()
export class InvoiceRepository {
  async save(tx: Tx, invoice: InvoiceRecord): Promise<void> {
    await tx.invoice.upsert({ where: { id: invoice.id }, create: invoice, update: invoice });
  }
}
