import { Controller } from '@nestjs/common';
import { ExportJobsCsvPageRpc } from '@hirerelay/contracts';
import { RpcHandler, RpcPayload, type RpcInput } from '@hirerelay/nest-common';
import { JobExportService } from './job-export.service.js';

@Controller()
export class JobExportHandler {
  constructor(private readonly exports: JobExportService) {}

  @RpcHandler(ExportJobsCsvPageRpc)
  page(@RpcPayload(ExportJobsCsvPageRpc) request: RpcInput<typeof ExportJobsCsvPageRpc>) {
    return this.exports.page(request);
  }
}
