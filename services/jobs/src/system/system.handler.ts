import { Controller } from '@nestjs/common';
import { JobsOutboxStatusRpc } from '@hirerelay/contracts';
import { RpcHandler, RpcPayload, type RpcInput } from '@hirerelay/nest-common';
import { SystemService } from './system.service.js';

/** Handlers delegate: parse with the contract (`@RpcPayload`), call the service, hold no logic. */
@Controller()
export class SystemHandler {
  constructor(private readonly system: SystemService) {}

  @RpcHandler(JobsOutboxStatusRpc)
  outboxStatus(@RpcPayload(JobsOutboxStatusRpc) request: RpcInput<typeof JobsOutboxStatusRpc>) {
    return this.system.outboxStatus(request);
  }
}
