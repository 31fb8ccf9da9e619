import { Controller } from '@nestjs/common';
import { GetJobFitRpc } from '@hirerelay/contracts';
import { RpcHandler, RpcPayload, type RpcInput } from '@hirerelay/nest-common';
import { FitService } from './fit.service.js';

@Controller()
export class FitHandler {
  constructor(private readonly service: FitService) {}

  @RpcHandler(GetJobFitRpc)
  get(@RpcPayload(GetJobFitRpc) request: RpcInput<typeof GetJobFitRpc>) {
    return this.service.get(request);
  }
}
