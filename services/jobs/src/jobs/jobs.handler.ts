import { Controller } from '@nestjs/common';
import {
  CountJobsByStatusRpc,
  ListJobsRpc,
  SetInterviewSecuredRpc,
  SetJobReviewedRpc,
} from '@hirerelay/contracts';
import { RpcHandler, RpcPayload, type RpcInput } from '@hirerelay/nest-common';
import { JobsService } from './jobs.service.js';

@Controller()
export class JobsHandler {
  constructor(private readonly jobs: JobsService) {}

  @RpcHandler(ListJobsRpc)
  list(@RpcPayload(ListJobsRpc) request: RpcInput<typeof ListJobsRpc>) {
    return this.jobs.list(request);
  }

  @RpcHandler(CountJobsByStatusRpc)
  countByStatus(@RpcPayload(CountJobsByStatusRpc) request: RpcInput<typeof CountJobsByStatusRpc>) {
    return this.jobs.countByStatus(request);
  }

  @RpcHandler(SetJobReviewedRpc)
  setReviewed(@RpcPayload(SetJobReviewedRpc) request: RpcInput<typeof SetJobReviewedRpc>) {
    return this.jobs.setReviewed(request);
  }

  @RpcHandler(SetInterviewSecuredRpc)
  setInterviewSecured(@RpcPayload(SetInterviewSecuredRpc) request: RpcInput<typeof SetInterviewSecuredRpc>) {
    return this.jobs.setInterviewSecured(request);
  }
}
