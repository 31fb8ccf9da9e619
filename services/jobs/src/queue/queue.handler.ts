import { Controller } from '@nestjs/common';
import {
  AssignJobRpc,
  ClaimJobRpc,
  GetJobAssignmentRpc,
  ListQueueRpc,
  UnclaimJobRpc,
} from '@hirerelay/contracts';
import { RpcHandler, RpcPayload, type RpcInput } from '@hirerelay/nest-common';
import { QueueService } from './queue.service.js';

@Controller()
export class QueueHandler {
  constructor(private readonly queue: QueueService) {}

  @RpcHandler(ListQueueRpc)
  list(@RpcPayload(ListQueueRpc) request: RpcInput<typeof ListQueueRpc>) {
    return this.queue.list(request);
  }

  @RpcHandler(ClaimJobRpc)
  claim(@RpcPayload(ClaimJobRpc) request: RpcInput<typeof ClaimJobRpc>) {
    return this.queue.claim(request);
  }

  @RpcHandler(AssignJobRpc)
  assign(@RpcPayload(AssignJobRpc) request: RpcInput<typeof AssignJobRpc>) {
    return this.queue.assign(request);
  }

  @RpcHandler(UnclaimJobRpc)
  unclaim(@RpcPayload(UnclaimJobRpc) request: RpcInput<typeof UnclaimJobRpc>) {
    return this.queue.unclaim(request);
  }

  @RpcHandler(GetJobAssignmentRpc)
  assignment(@RpcPayload(GetJobAssignmentRpc) request: RpcInput<typeof GetJobAssignmentRpc>) {
    return this.queue.assignment(request);
  }
}
