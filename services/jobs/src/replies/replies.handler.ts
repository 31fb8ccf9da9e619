import { Controller } from '@nestjs/common';
import {
  AssignReplyRpc,
  ConfirmJobReplyRpc,
  DismissJobReplyRpc,
  DismissUnmatchedReplyRpc,
  ListJobRepliesRpc,
  ListReplyCandidateJobsRpc,
  ListUnmatchedRepliesRpc,
} from '@hirerelay/contracts';
import { RpcHandler, RpcPayload, type RpcInput } from '@hirerelay/nest-common';
import { RepliesService } from './replies.service.js';

@Controller()
export class RepliesHandler {
  constructor(private readonly replies: RepliesService) {}

  @RpcHandler(ListJobRepliesRpc)
  list(@RpcPayload(ListJobRepliesRpc) request: RpcInput<typeof ListJobRepliesRpc>) {
    return this.replies.list(request);
  }

  @RpcHandler(ConfirmJobReplyRpc)
  confirm(@RpcPayload(ConfirmJobReplyRpc) request: RpcInput<typeof ConfirmJobReplyRpc>) {
    return this.replies.confirm(request);
  }

  @RpcHandler(DismissJobReplyRpc)
  dismiss(@RpcPayload(DismissJobReplyRpc) request: RpcInput<typeof DismissJobReplyRpc>) {
    return this.replies.dismiss(request);
  }

  @RpcHandler(ListUnmatchedRepliesRpc)
  unmatched(@RpcPayload(ListUnmatchedRepliesRpc) request: RpcInput<typeof ListUnmatchedRepliesRpc>) {
    return this.replies.unmatched(request);
  }

  @RpcHandler(ListReplyCandidateJobsRpc)
  candidates(@RpcPayload(ListReplyCandidateJobsRpc) request: RpcInput<typeof ListReplyCandidateJobsRpc>) {
    return this.replies.candidates(request);
  }

  @RpcHandler(AssignReplyRpc)
  assign(@RpcPayload(AssignReplyRpc) request: RpcInput<typeof AssignReplyRpc>) {
    return this.replies.assign(request);
  }

  @RpcHandler(DismissUnmatchedReplyRpc)
  dismissUnmatched(@RpcPayload(DismissUnmatchedReplyRpc) request: RpcInput<typeof DismissUnmatchedReplyRpc>) {
    return this.replies.dismissUnmatched(request);
  }
}
