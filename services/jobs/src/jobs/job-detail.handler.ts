import { Controller } from '@nestjs/common';
import { ChangeJobStatusRpc, DeleteJobRpc, GetJobRpc, UpdateJobRpc } from '@hirerelay/contracts';
import { RpcHandler, RpcPayload, type RpcInput } from '@hirerelay/nest-common';
import { JobDetailService } from './job-detail.service.js';

@Controller()
export class JobDetailHandler {
  constructor(private readonly details: JobDetailService) {}

  @RpcHandler(GetJobRpc)
  get(@RpcPayload(GetJobRpc) request: RpcInput<typeof GetJobRpc>) {
    return this.details.get(request);
  }

  @RpcHandler(UpdateJobRpc)
  update(@RpcPayload(UpdateJobRpc) request: RpcInput<typeof UpdateJobRpc>) {
    return this.details.update(request);
  }

  @RpcHandler(ChangeJobStatusRpc)
  changeStatus(@RpcPayload(ChangeJobStatusRpc) request: RpcInput<typeof ChangeJobStatusRpc>) {
    return this.details.changeStatus(request);
  }

  @RpcHandler(DeleteJobRpc)
  delete(@RpcPayload(DeleteJobRpc) request: RpcInput<typeof DeleteJobRpc>) {
    return this.details.delete(request);
  }
}
