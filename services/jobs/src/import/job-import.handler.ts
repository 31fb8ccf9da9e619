import { Controller } from '@nestjs/common';
import { ImportJobRpc, LookupJobRpc } from '@hirerelay/contracts';
import { RpcHandler, RpcPayload, type RpcInput } from '@hirerelay/nest-common';
import { JobImportService } from './job-import.service.js';

@Controller()
export class JobImportHandler {
  constructor(private readonly imports: JobImportService) {}

  @RpcHandler(LookupJobRpc)
  lookup(@RpcPayload(LookupJobRpc) request: RpcInput<typeof LookupJobRpc>) {
    return this.imports.lookup(request);
  }

  @RpcHandler(ImportJobRpc)
  import(@RpcPayload(ImportJobRpc) request: RpcInput<typeof ImportJobRpc>) {
    return this.imports.import(request);
  }
}
