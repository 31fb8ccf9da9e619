import { Controller } from '@nestjs/common';
import { ListInvoicesRpc } from '@hirerelay/contracts';
import { RpcHandler, RpcPayload, type RpcInput } from '@hirerelay/nest-common';
import { InvoicesService } from './invoices.service.js';

@Controller()
export class InvoicesHandler {
  constructor(private readonly invoices: InvoicesService) {}

  @RpcHandler(ListInvoicesRpc)
  list(@RpcPayload(ListInvoicesRpc) request: RpcInput<typeof ListInvoicesRpc>) {
    return this.invoices.list(request);
  }
}
