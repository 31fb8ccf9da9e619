import { Controller } from '@nestjs/common';
import { RecordOutreachRpc } from '@hirerelay/contracts';
import { RpcHandler, RpcPayload, type RpcInput } from '@hirerelay/nest-common';
import { OutreachService } from './outreach.service.js';

@Controller()
export class OutreachHandler {
  constructor(private readonly outreach: OutreachService) {}

  @RpcHandler(RecordOutreachRpc)
  record(@RpcPayload(RecordOutreachRpc) request: RpcInput<typeof RecordOutreachRpc>) {
    return this.outreach.record(request);
  }
}
