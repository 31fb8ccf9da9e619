import { Controller } from '@nestjs/common';
import { BillingOutboxStatusRpc } from '@hirerelay/contracts';
import { RpcHandler, RpcPayload, type RpcInput } from '@hirerelay/nest-common';
import { SystemService } from './system.service.js';

/** Handlers delegate: parse with the contract (`@RpcPayload`), call the service, hold no logic. */
@Controller()
export class SystemHandler {
  constructor(private readonly system: SystemService) {}

  @RpcHandler(BillingOutboxStatusRpc)
  outboxStatus(@RpcPayload(BillingOutboxStatusRpc) request: RpcInput<typeof BillingOutboxStatusRpc>) {
    return this.system.outboxStatus(request);
  }
}
