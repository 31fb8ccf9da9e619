import { Inject, Injectable } from '@nestjs/common';
import {
  AppError,
  ErrorCode,
  IdempotencyMessages,
  ZChatMessageView,
  JobMessagePostedEvent,
  JobMessagesReadEvent,
  type ListJobMessagesRpc,
  type MarkJobMessagesReadRpc,
  type PostJobMessageRpc,
  type RpcReply,
  type TChatMessageView,
  type TJobActor,
} from '@hirerelay/contracts';
import type { TRole } from '@hirerelay/domain';
import {
  enqueueEvent,
  keysetPage,
  OUTBOX_RELAY,
  readKeysetCursor,
  type OutboxRelay,
  type RpcInput,
} from '@hirerelay/nest-common';
import { Transactions, type Tx } from '../database.js';
import { IdempotencyKeyRepository } from '../jobs/idempotency-key.repository.js';
import {
  IDEMPOTENT_OPERATIONS,
  replayOrRefuse,
  requestFingerprint,
  type KeyedRequest,
} from '../jobs/idempotency.rules.js';
import { isStaff, refuseUnlessMayOpen } from '../jobs/job-access.rules.js';
import { JobDetailRepository, type LockedJob } from '../jobs/job-detail.repository.js';
import { jobEventBase } from '../jobs/job.rules.js';
import { ChatRepository, type ChatMessageRecord } from './chat.repository.js';

const toView = (message: ChatMessageRecord): TChatMessageView => ({
  ...message,
  createdAt: message.createdAt.toISOString(),
});

/** The post's key, the poster and the fingerprint (job and text), or null. */
function keyedPost(request: RpcInput<typeof PostJobMessageRpc>): KeyedRequest | null {
  if (!request.idempotencyKey) return null;
  return {
    userId: request.actor.userId,
    operation: IDEMPOTENT_OPERATIONS.chatPost,
    key: request.idempotencyKey,
    fingerprint: requestFingerprint({ jobId: request.jobId, text: request.text }),
  };
}

/** The side the caller speaks for: staff (whoever of them) or the job's owner. */
const sideOf = (actor: TJobActor): TRole => (isStaff(actor) ? 'admin' : 'user');

/**
 * The chat of a job between its owner and staff, read when opened and live. Each message counts as
 * unread for the other side until that side opens the Chat tab; the counters on the job row (the
 * list's "unread first") change in the same transaction as the messages, under the job's row lock,
 * so they always equal the unread messages.
 */
@Injectable()
export class ChatService {
  constructor(
    private readonly transactions: Transactions,
    private readonly chat: ChatRepository,
    private readonly details: JobDetailRepository,
    private readonly keys: IdempotencyKeyRepository,
    @Inject(OUTBOX_RELAY) private readonly relay: OutboxRelay,
  ) {}

  async list(request: RpcInput<typeof ListJobMessagesRpc>): Promise<RpcReply<typeof ListJobMessagesRpc>> {
    const { actor, jobId, cursor, limit } = request;
    refuseUnlessMayOpen(actor, await this.details.findOwner(jobId));
    const rows = await this.chat.page(jobId, readKeysetCursor(cursor), limit + 1);
    const { page, nextCursor } = keysetPage(rows, limit, (row) => ({ at: row.createdAt, id: row.id }));
    return { items: page.map(toView), nextCursor };
  }

  async post(request: RpcInput<typeof PostJobMessageRpc>): Promise<RpcReply<typeof PostJobMessageRpc>> {
    const { actor, jobId, text } = request;
    const sender = sideOf(actor);
    const keyed = keyedPost(request);
    const reply = await this.transactions.run(async (tx) => {
      const job = await this.lockedOpenable(tx, actor, jobId);
      // After the job's lock: a racing repeat waited for the first post's commit and finds it here.
      const stored = keyed ? await this.keys.findInTx(tx, keyed) : null;
      if (keyed && stored) return { replayed: true, view: replayOrRefuse(stored, keyed, ZChatMessageView) };
      const at = new Date();
      const message = await this.chat.insert(tx, {
        jobId,
        senderId: actor.userId,
        senderRole: sender,
        text,
        at,
      });
      const counters = await this.chat.addUnread(tx, jobId, sender === 'admin' ? 'user' : 'admin', at);
      await enqueueEvent(tx, 'jobs', JobMessagePostedEvent, {
        ...jobEventBase(job),
        messageId: message.id,
        senderId: actor.userId,
        senderRole: sender,
        text,
        createdAt: at.toISOString(),
        ...counters,
      });
      const view = toView(message);
      // The key was taken meanwhile by a post to another job (not under this lock): refused.
      if (keyed && (await this.keys.store(tx, keyed, view)) === 'taken') {
        throw new AppError(ErrorCode.Conflict, IdempotencyMessages.keyReused);
      }
      return { replayed: false, view };
    });
    if (!reply.replayed) this.relay.kick();
    return reply.view;
  }

  async markRead(
    request: RpcInput<typeof MarkJobMessagesReadRpc>,
  ): Promise<RpcReply<typeof MarkJobMessagesReadRpc>> {
    const { actor, jobId } = request;
    const reader = sideOf(actor);
    const marked = await this.transactions.run(async (tx) => {
      const job = await this.lockedOpenable(tx, actor, jobId);
      const result = await this.chat.markRead(tx, jobId, reader);
      if (result.marked > 0) {
        await enqueueEvent(tx, 'jobs', JobMessagesReadEvent, {
          ...jobEventBase(job),
          readerId: actor.userId,
          readerRole: reader,
          readAt: new Date().toISOString(),
          marked: result.marked,
          unreadForOwner: result.unreadForOwner,
          unreadForStaff: result.unreadForStaff,
        });
      }
      return result.marked;
    });
    if (marked > 0) this.relay.kick();
    return { marked, unreadMessages: 0 };
  }

  private async lockedOpenable(tx: Tx, actor: TJobActor, jobId: string): Promise<LockedJob> {
    const job = await this.details.lock(tx, jobId);
    refuseUnlessMayOpen(actor, job);
    return job;
  }
}
