import { createHash } from 'node:crypto';
import { REPLY_EVENT_TEXT_MAX, type EventPayload, type ReplyReceivedEvent } from '@hirerelay/contracts';
import type { InboundMessage, ReplyClassification } from '@hirerelay/replies';

/** What the SMTP listener lets through, whatever the sender (see the listener for the replies). */
export const INBOUND_SMTP_LIMITS = {
  /** Reply addresses one message may name (a reply goes to one user; Cc'ing a few is the most). */
  maxRecipients: 5,
  /** Connections one client IP may open per minute (421 after). */
  connectionsPerIpPerMinute: 120,
  /** Messages one reply address may receive per minute (450 after, so a real sender retries). */
  messagesPerAddressPerMinute: 30,
  /** SMTP sessions at once, all clients together. */
  maxClients: 100,
} as const;

/**
 * Counts hits per key in one-minute windows, in memory: each replica counts its own share (a
 * cluster's limit is the replica count times this). Windows that ended are dropped as keys are hit.
 */
export class MinuteCounter {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(
    private readonly limit: number,
    private readonly windowMs = 60_000,
  ) {}

  /** Counts one hit for `key` at `now`; false when it is over the limit (the hit is not counted). */
  hit(key: string, now: number): boolean {
    const window = this.windows.get(key);
    if (!window || now - window.start >= this.windowMs) {
      if (this.windows.size > 10_000) this.sweep(now);
      this.windows.set(key, { start: now, count: 1 });
      return true;
    }
    if (window.count >= this.limit) return false;
    window.count += 1;
    return true;
  }

  private sweep(now: number): void {
    for (const [key, window] of this.windows)
      if (now - window.start >= this.windowMs) this.windows.delete(key);
  }
}

/**
 * The key under which one user's copy of a message is taken once: its Message-ID when it has one
 * (the same message delivered twice, by a retry or over two hops, carries the same one), else the
 * hash of its bytes.
 */
export function dedupeKeyOf(messageId: string | null, raw: Buffer): string {
  if (messageId) return `mid:${messageId.slice(0, 900)}`;
  return `sha256:${createHash('sha256').update(raw).digest('hex')}`;
}

/** `text` cut to the event's limit, on a character (never inside a surrogate pair). */
export function cutText(text: string, max = REPLY_EVENT_TEXT_MAX): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  return /[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut;
}

/** An attachment's object name: its index and a safe form of its file name. */
export function attachmentObjectName(index: number, filename: string | null): string {
  const safe = (filename ?? '')
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9._-]+/g, '_')
    .replace(/^[._]+/, '')
    .slice(0, 80);
  return `attachments/${index + 1}${safe ? `-${safe}` : ''}`;
}

export interface AuthenticationSummary {
  spf: string;
  dkim: string;
  dmarc: string;
}

export interface ReplyEventInput {
  replyId: string;
  userId: string;
  replyAddress: string;
  receivedAt: Date;
  message: InboundMessage;
  classification: ReplyClassification;
  authentication: AuthenticationSummary;
  attachmentKeys: string[];
}

const capList = <T>(list: readonly T[], max: number): T[] => list.slice(0, max);
const address = (a: { name: string; address: string }) => ({
  name: a.name.slice(0, 300),
  address: a.address.slice(0, 320),
});

/** The reply-received event of one taken message, every value within the contract's bounds. */
export function replyReceivedPayload(input: ReplyEventInput): EventPayload<typeof ReplyReceivedEvent> {
  const { message, classification } = input;
  return {
    replyId: input.replyId,
    userId: input.userId,
    replyAddress: input.replyAddress,
    receivedAt: input.receivedAt.toISOString(),
    from: message.from ? address(message.from) : null,
    to: capList(message.to, 100).map(address),
    cc: capList(message.cc, 100).map(address),
    replyTo: capList(message.replyTo, 20).map(address),
    subject: message.subject.slice(0, 1_000),
    sentAt: message.date ? message.date.toISOString() : null,
    messageId: message.messageId ? message.messageId.slice(0, 1_000) : null,
    inReplyTo: capList(message.inReplyTo, 50).map((id) => id.slice(0, 1_000)),
    references: capList(message.references, 100).map((id) => id.slice(0, 1_000)),
    body: cutText(message.body),
    signature: cutText(message.signature),
    quoted: cutText(message.quoted),
    attachments: capList(message.attachments, 50).map((attachment, index) => ({
      filename: attachment.filename ? attachment.filename.slice(0, 300) : null,
      mimeType: attachment.mimeType.slice(0, 200),
      size: attachment.size,
      objectKey: input.attachmentKeys[index] ?? '',
    })),
    classification: {
      kind: classification.kind,
      confidence: classification.confidence,
      evidence: classification.evidence.slice(0, 2_000),
      suggestedStatus: classification.suggestedStatus,
      classifier: classification.classifier,
    },
    authentication: {
      spf: input.authentication.spf.slice(0, 40),
      dkim: input.authentication.dkim.slice(0, 40),
      dmarc: input.authentication.dmarc.slice(0, 40),
    },
  };
}
