import { Controller } from '@nestjs/common';
import { INVOICE_HISTORY_LIMIT, ListInvoicesRpc, type RpcReply } from '@hirerelay/contracts';
import { RpcHandler, RpcPayload, type RpcInput } from '@hirerelay/nest-common';
import { toTransaction } from './invoice.mapper.js';
import { InvoiceRepository } from './invoice.repository.js';

@Controller()
export class InvoiceHandler {
  constructor(private readonly invoices: InvoiceRepository) {}

  /** The Transaction History: the 10 latest paid invoices. */
  @RpcHandler(ListInvoicesRpc)
  async list(
    @RpcPayload(ListInvoicesRpc) request: RpcInput<typeof ListInvoicesRpc>,
  ): Promise<RpcReply<typeof ListInvoicesRpc>> {
    const invoices = await this.invoices.latestPaidOf(request.userId, INVOICE_HISTORY_LIMIT);
    return { invoices: invoices.map(toTransaction) };
  }
}
