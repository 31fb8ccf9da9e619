import { Controller } from '@nestjs/common';
import { ListJobMessagesRpc, MarkJobMessagesReadRpc, PostJobMessageRpc } from '@hirerelay/contracts';
import { RpcHandler, RpcPayload, type RpcInput } from '@hirerelay/nest-common';
import { ChatService } from './chat.service.js';

@Controller()
export class ChatHandler {
  constructor(private readonly chat: ChatService) {}

  @RpcHandler(ListJobMessagesRpc)
  list(@RpcPayload(ListJobMessagesRpc) request: RpcInput<typeof ListJobMessagesRpc>) {
    return this.chat.list(request);
  }

  @RpcHandler(PostJobMessageRpc)
  post(@RpcPayload(PostJobMessageRpc) request: RpcInput<typeof PostJobMessageRpc>) {
    return this.chat.post(request);
  }

  @RpcHandler(MarkJobMessagesReadRpc)
  markRead(@RpcPayload(MarkJobMessagesReadRpc) request: RpcInput<typeof MarkJobMessagesReadRpc>) {
    return this.chat.markRead(request);
  }
}
