import { Controller } from '@nestjs/common';
import {
  GetJobDocumentObjectRpc,
  PrepareJobDocumentUploadRpc,
  RemoveJobDocumentRpc,
  SetJobDocumentRpc,
} from '@hirerelay/contracts';
import { RpcHandler, RpcPayload, type RpcInput } from '@hirerelay/nest-common';
import { JobDocumentsService } from './job-documents.service.js';

@Controller()
export class JobDocumentsHandler {
  constructor(private readonly documents: JobDocumentsService) {}

  @RpcHandler(PrepareJobDocumentUploadRpc)
  prepareUpload(
    @RpcPayload(PrepareJobDocumentUploadRpc) request: RpcInput<typeof PrepareJobDocumentUploadRpc>,
  ) {
    return this.documents.prepareUpload(request);
  }

  @RpcHandler(SetJobDocumentRpc)
  set(@RpcPayload(SetJobDocumentRpc) request: RpcInput<typeof SetJobDocumentRpc>) {
    return this.documents.set(request);
  }

  @RpcHandler(RemoveJobDocumentRpc)
  remove(@RpcPayload(RemoveJobDocumentRpc) request: RpcInput<typeof RemoveJobDocumentRpc>) {
    return this.documents.remove(request);
  }

  @RpcHandler(GetJobDocumentObjectRpc)
  getObject(@RpcPayload(GetJobDocumentObjectRpc) request: RpcInput<typeof GetJobDocumentObjectRpc>) {
    return this.documents.getObject(request);
  }
}
