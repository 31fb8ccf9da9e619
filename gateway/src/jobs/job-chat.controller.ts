import { Controller, Param, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  ListJobMessagesRpc,
  MarkJobMessagesReadRpc,
  PostJobMessageRpc,
  ZChatMessageView,
  ZJobMessagesPage,
  ZJobMessagesQuery,
  ZPostMessageBody,
  type TPostMessageBody,
} from '@hirerelay/contracts';
import { RpcClient } from '@hirerelay/nest-common';
import { z } from 'zod';
import { CurrentUser, type AuthUser } from '../auth/auth-user.decorator.js';
import { JwtAuthGuard } from '../auth/jwt-auth.guard.js';
import { BodyInput } from '../common/http/body-input.decorator.js';
import { IdempotencyKeyInput } from '../common/http/idempotency-key.decorator.js';
import { IdParam } from '../common/http/path-params.pipe.js';
import { QueryInput } from '../common/http/query-input.decorator.js';
import { jobActorOf } from './job-actor.mapper.js';
import { JsonRoute } from '../common/http/json-route.decorator.js';

const ZMarkedRead = MarkJobMessagesReadRpc.reply;

/** A job's chat: the owner and staff read and write; the other side's messages become read on opening. */
@ApiTags('jobs')
@Controller('api/jobs')
@UseGuards(JwtAuthGuard)
export class JobChatController {
  constructor(private readonly rpc: RpcClient) {}

  @JsonRoute('GET', ':id/messages', 'listJobMessages', {
    summary: "The job's chat, newest first, paginated",
    reply: ZJobMessagesPage,
    errors: [400, 401, 403, 404, 503],
  })
  async list(
    @Param('id', IdParam) id: string,
    @QueryInput(ZJobMessagesQuery) query: z.output<typeof ZJobMessagesQuery>,
    @CurrentUser() user: AuthUser,
  ) {
    return this.rpc.request(ListJobMessagesRpc, { ...query, actor: jobActorOf(user), jobId: id });
  }

  @JsonRoute('POST', ':id/messages', 'postJobMessage', {
    summary:
      'Posts a chat message (trimmed, 1–4,000 characters); a retry with the same Idempotency-Key answers ' +
      'the first message',
    reply: [201, ZChatMessageView, 'Created'],
    errors: [400, 401, 403, 404, 409, 503],
  })
  async post(
    @Param('id', IdParam) id: string,
    @BodyInput(ZPostMessageBody) { text }: TPostMessageBody,
    @CurrentUser() user: AuthUser,
    @IdempotencyKeyInput() idempotencyKey: string | undefined,
  ) {
    return this.rpc.request(PostJobMessageRpc, { actor: jobActorOf(user), jobId: id, text, idempotencyKey });
  }

  @JsonRoute('POST', ':id/messages/read', 'markJobMessagesRead', {
    summary: "The Chat tab was opened: the other side's messages become read",
    reply: ZMarkedRead,
    errors: [401, 403, 404, 503],
    httpCode: 200,
  })
  async markRead(@Param('id', IdParam) id: string, @CurrentUser() user: AuthUser) {
    return this.rpc.request(MarkJobMessagesReadRpc, { actor: jobActorOf(user), jobId: id });
  }
}
