import { Injectable } from '@nestjs/common';
import { INVOICE_HISTORY_LIMIT, type ListInvoicesRpc, type RpcReply } from '@hirerelay/contracts';
import type { RpcInput } from '@hirerelay/nest-common';
import { toTransaction } from './invoice.mapper.js';
import { InvoiceRepository } from './invoice.repository.js';

@Injectable()
export class InvoicesService {
  constructor(private readonly invoices: InvoiceRepository) {}

  /** The Transaction History: the 10 latest paid invoices. */
  async list(request: RpcInput<typeof ListInvoicesRpc>): Promise<RpcReply<typeof ListInvoicesRpc>> {
    const invoices = await this.invoices.latestPaidOf(request.userId, INVOICE_HISTORY_LIMIT);
    return { invoices: invoices.map(toTransaction) };
  }
}
