import { Controller } from '@nestjs/common';
import { ExportJobsPageRpc } from '@hirerelay/contracts';
import { RpcHandler, RpcPayload, type RpcInput } from '@hirerelay/nest-common';
import { JobExportService } from './job-export.service.js';

@Controller()
export class JobExportHandler {
  constructor(private readonly exports: JobExportService) {}

  @RpcHandler(ExportJobsPageRpc)
  page(@RpcPayload(ExportJobsPageRpc) request: RpcInput<typeof ExportJobsPageRpc>) {
    return this.exports.page(request);
  }
}
