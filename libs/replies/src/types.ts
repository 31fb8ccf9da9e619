import type { TJobStatus, TReplyKind } from '@hirerelay/domain';

/** An address as a message names it: the display name ("Acme Recruiting") and the mailbox, lower-cased. */
export interface MailAddress {
  name: string;
  address: string;
}

/** What is kept of an attachment: never its content (the caller stores the raw message privately). */
export interface MailAttachment {
  filename: string | null;
  mimeType: string;
  size: number;
}

/** An inbound message, normalized. Every value is plain JSON except `date`. */
export interface InboundMessage {
  from: MailAddress | null;
  to: MailAddress[];
  cc: MailAddress[];
  replyTo: MailAddress[];
  subject: string;
  date: Date | null;
  /** Message-IDs without their angle brackets. */
  messageId: string | null;
  inReplyTo: string[];
  references: string[];
  /** The whole text: text/plain, else the HTML part read as text. */
  text: string;
  /** The part written for this message: quoted earlier messages and the signature trimmed off. */
  body: string;
  /** The signature trimmed off the body (a sign-off and the lines under it, or after "-- "). */
  signature: string;
  /** What was trimmed as quoted history (earlier messages), for the timeline to fold away. */
  quoted: string;
  /** True when the text came from the HTML part (there was no text/plain). */
  fromHtml: boolean;
  attachments: MailAttachment[];
}

/** Why a message was not read: too big or too deeply nested to parse safely, or not a message. */
export type InboundRefusalReason = 'too-large' | 'too-deep' | 'too-many-parts' | 'unreadable';

export interface InboundRefusal {
  reason: InboundRefusalReason;
  detail: string;
}

export type ParseInboundResult =
  { ok: true; message: InboundMessage } | { ok: false; refusal: InboundRefusal };

/** The classes of an employer's reply: one list for every layer, kept in libs/domain. */
export { REPLY_KINDS } from '@hirerelay/domain';
export type ReplyKind = TReplyKind;

/** Which classifier decided: the embedded rules, or (later) a configured model. */
export const REPLY_CLASSIFIERS = ['rules', 'model'] as const;
export type ReplyClassifierName = (typeof REPLY_CLASSIFIERS)[number];

export interface ReplyClassification {
  kind: ReplyKind;
  /** 0..1: how clearly the message reads as `kind` (rules: the margin over the next class). */
  confidence: number;
  /** The sentence that decided ('' for `other` when nothing did). */
  evidence: string;
  /** The job status staff are offered to confirm; null when the reply does not move the job. */
  suggestedStatus: TJobStatus | null;
  classifier: ReplyClassifierName;
}

/** What a classifier reads: the subject and the message's own part (quoted history excluded). */
export type ClassifiableMessage = Pick<InboundMessage, 'subject' | 'body'> &
  Partial<Pick<InboundMessage, 'from'>>;

/**
 * A classifier behind one interface: the rules (classifyReply, synchronous) or a model client
 * (asynchronous, may fail and fall back to the rules), chosen by the caller.
 */
export interface ReplyClassifier {
  readonly name: ReplyClassifierName;
  classify(message: ClassifiableMessage): Promise<ReplyClassification>;
}

/** One of the user's jobs, as matching needs it. */
export interface JobCandidate {
  id: string;
  company: string;
  title: string;
  /** The posting's URL (its host counts as the company's domain unless it is an ATS). */
  jobUrl?: string | null;
  /** The company's own domain when known (e.g. from its website). */
  companyDomain?: string | null;
  recruiterEmails?: readonly string[];
  status?: TJobStatus | null;
  appliedAt?: Date | string | null;
  /** Message-IDs of the messages we sent for this job (with or without angle brackets). */
  sentMessageIds?: readonly string[];
}

/** Which rule matched a reply to a job, strongest first. */
export const MATCH_RULES = ['thread', 'recruiter', 'domain', 'company', 'company-title', 'title'] as const;
export type MatchRule = (typeof MATCH_RULES)[number];

export interface ReplyMatch {
  jobId: string;
  /** 0..1. */
  score: number;
  rule: MatchRule;
  /** Why, in words staff can read. */
  reason: string;
}
