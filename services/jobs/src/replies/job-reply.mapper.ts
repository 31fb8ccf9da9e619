import type { TJobActor, TJobReply, TUnmatchedReply } from '@hirerelay/contracts';
import { REPLY_KINDS, ZJobStatus, type TReplyKind } from '@hirerelay/domain';
import type { JobReplyRecord } from './job-reply.repository.js';

const kindOf = (kind: string): TReplyKind =>
  (REPLY_KINDS as readonly string[]).includes(kind) ? (kind as TReplyKind) : 'other';

const statusOf = (status: string | null) => {
  const parsed = ZJobStatus.safeParse(status);
  return parsed.success ? parsed.data : null;
};

const STATES = ['pending', 'confirmed', 'dismissed'] as const;

/**
 * A stored reply as the job page reads it: the text and kind for the owner; the suggested status,
 * its evidence and state, and how it was matched for staff only (absent for the owner).
 */
export function toJobReply(record: JobReplyRecord, actor: TJobActor): TJobReply {
  const attachments = Array.isArray(record.attachments)
    ? (record.attachments as { filename?: string | null; mimeType?: string; size?: number }[]).map(
        (attachment) => ({
          filename: attachment.filename ?? null,
          mimeType: attachment.mimeType ?? 'application/octet-stream',
          size: attachment.size ?? 0,
        }),
      )
    : [];
  const reply: TJobReply = {
    id: record.id,
    jobId: record.jobId,
    from: { name: record.fromName, address: record.fromAddress },
    subject: record.subject,
    receivedAt: record.receivedAt.toISOString(),
    body: record.body,
    signature: record.signature,
    quoted: record.quoted,
    kind: kindOf(record.kind),
    attachments,
  };
  if (actor.role !== 'admin') return reply;
  const status = statusOf(record.suggestedStatus);
  const state = STATES.find((candidate) => candidate === record.suggestionState);
  return {
    ...reply,
    suggestion:
      status && state ? { status, evidence: record.evidence, confidence: record.confidence, state } : null,
    match: record.matchRule ? { rule: record.matchRule, reason: record.matchReason ?? '' } : null,
  };
}

/** A reply on staff's unmatched list. */
export function toUnmatchedReply(record: JobReplyRecord): TUnmatchedReply {
  return {
    id: record.id,
    userId: record.userId,
    from: { name: record.fromName, address: record.fromAddress },
    subject: record.subject,
    receivedAt: record.receivedAt.toISOString(),
    body: record.body,
    kind: kindOf(record.kind),
    suggestedStatus: statusOf(record.suggestedStatus),
  };
}

/** Who a reply is from, as the timeline names them: the display name, else the address. */
export const senderLabel = (from: { name: string; address: string } | null): string =>
  from?.name.trim() || from?.address.trim() || 'unknown sender';
