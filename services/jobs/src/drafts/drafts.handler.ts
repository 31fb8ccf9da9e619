import { Controller } from '@nestjs/common';
import {
  GenerateJobDraftRpc,
  ListJobDraftsRpc,
  MarkDraftAttachedRpc,
  PrepareDraftAttachmentRpc,
  RenderJobDraftDocxRpc,
  SaveJobDraftRpc,
} from '@hirerelay/contracts';
import { RpcHandler, RpcPayload, type RpcInput } from '@hirerelay/nest-common';
import { DraftsService } from './drafts.service.js';

@Controller()
export class DraftsHandler {
  constructor(private readonly drafts: DraftsService) {}

  @RpcHandler(GenerateJobDraftRpc)
  generate(@RpcPayload(GenerateJobDraftRpc) request: RpcInput<typeof GenerateJobDraftRpc>) {
    return this.drafts.generate(request);
  }

  @RpcHandler(ListJobDraftsRpc)
  list(@RpcPayload(ListJobDraftsRpc) request: RpcInput<typeof ListJobDraftsRpc>) {
    return this.drafts.list(request);
  }

  @RpcHandler(SaveJobDraftRpc)
  save(@RpcPayload(SaveJobDraftRpc) request: RpcInput<typeof SaveJobDraftRpc>) {
    return this.drafts.save(request);
  }

  @RpcHandler(RenderJobDraftDocxRpc)
  renderDocx(@RpcPayload(RenderJobDraftDocxRpc) request: RpcInput<typeof RenderJobDraftDocxRpc>) {
    return this.drafts.renderDocx(request);
  }

  @RpcHandler(PrepareDraftAttachmentRpc)
  prepareAttachment(
    @RpcPayload(PrepareDraftAttachmentRpc) request: RpcInput<typeof PrepareDraftAttachmentRpc>,
  ) {
    return this.drafts.prepareAttachment(request);
  }

  @RpcHandler(MarkDraftAttachedRpc)
  markAttached(@RpcPayload(MarkDraftAttachedRpc) request: RpcInput<typeof MarkDraftAttachedRpc>) {
    return this.drafts.markAttached(request);
  }
}
