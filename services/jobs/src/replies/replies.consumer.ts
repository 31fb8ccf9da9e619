import { ReplyReceivedEvent } from '@hirerelay/contracts';
import { defineEventConsumer } from '@hirerelay/nest-common';
import type { Tx } from '../database.js';
import { RepliesService } from './replies.service.js';

/** An employer's reply notifications accepted: matched to the job, or put on staff's triage list. */
export const ReplyReceivedConsumer = defineEventConsumer({
  durableName: 'jobs-reply-received',
  contract: ReplyReceivedEvent,
  handler: RepliesService,
  handle: (replies, payload, _envelope, tx: Tx) => replies.handle(tx, payload),
  afterCommit: (replies) => replies.kickRelay(),
});
