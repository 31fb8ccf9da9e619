import PostalMime, { type Address, type Email } from 'postal-mime';
import { HTML_LIMITS, HtmlLimitError, htmlToText } from './html-text.js';
import { splitText } from './quote.js';
import type { InboundMessage, MailAddress, ParseInboundResult } from './types.js';

/**
 * What one inbound message may be. Over a limit it is refused (a typed result, never a throw):
 * the SMTP listener refuses bigger messages at DATA already; these bound the parse itself.
 */
export interface InboundLimits {
  /** The raw message's size in bytes. */
  maxBytes: number;
  /** MIME parts nested in one another (real mail: under 6). */
  maxNestingDepth: number;
  /** All header lines of all parts together, in bytes. */
  maxHeadersBytes: number;
  /** Attachments (real mail: a handful). */
  maxAttachments: number;
  /** Elements open at once and in all in the HTML part. */
  maxHtmlDepth: number;
  maxHtmlTags: number;
  /** Text read past this many characters is cut (not refused): a reply's point is near its top. */
  maxTextChars: number;
}

export const INBOUND_LIMITS: InboundLimits = {
  maxBytes: 10 * 1024 * 1024,
  maxNestingDepth: 16,
  maxHeadersBytes: 256 * 1024,
  maxAttachments: 50,
  maxHtmlDepth: HTML_LIMITS.maxDepth,
  maxHtmlTags: HTML_LIMITS.maxTags,
  maxTextChars: 100_000,
};

function mailboxes(list: readonly Address[] | undefined): MailAddress[] {
  const out: MailAddress[] = [];
  for (const item of list ?? []) {
    const members = item.group ?? [item];
    for (const m of members) {
      if (m.address) out.push({ name: (m.name ?? '').trim(), address: m.address.trim().toLowerCase() });
    }
  }
  return out;
}

/** The Message-IDs in a header value ("<a@x> <b@y>"), without angle brackets. */
export function messageIds(value: string | undefined): string[] {
  if (!value) return [];
  const bracketed = [...value.matchAll(/<([^<>\s]+)>/g)].map((m) => m[1] ?? '');
  const ids = bracketed.length > 0 ? bracketed : value.split(/[\s,]+/);
  return ids.map((id) => id.trim()).filter((id) => id.length > 0 && id.length <= 998);
}

const byteLength = (raw: Buffer | string): number =>
  typeof raw === 'string' ? Buffer.byteLength(raw, 'utf8') : raw.byteLength;

const sizeOf = (content: Email['attachments'][number]['content']): number =>
  typeof content === 'string' ? Buffer.byteLength(content) : content.byteLength;

/**
 * Reads a raw RFC 5322 message with postal-mime into an InboundMessage: addresses lower-cased,
 * thread headers as lists of IDs, the text from text/plain (else the HTML part read as text), split
 * into the body written for it, its signature and quoted history (see splitText), and attachments'
 * names, types and sizes (never their content). A message over a limit, too deeply nested, or not a
 * message at all is refused with a reason; nothing about the input makes it throw.
 */
export async function parseInboundMessage(
  raw: Buffer | string,
  limits: InboundLimits = INBOUND_LIMITS,
): Promise<ParseInboundResult> {
  const size = byteLength(raw);
  if (size > limits.maxBytes) {
    return { ok: false, refusal: { reason: 'too-large', detail: `${size} bytes, over ${limits.maxBytes}` } };
  }
  let email: Email;
  try {
    email = await PostalMime.parse(raw, {
      attachmentEncoding: 'arraybuffer',
      maxNestingDepth: limits.maxNestingDepth,
      maxHeadersSize: limits.maxHeadersBytes,
      maxRfc822NestingDepth: 2,
    });
  } catch (error) {
    const text = error instanceof Error ? error.message : String(error);
    if (/nesting depth/i.test(text)) return { ok: false, refusal: { reason: 'too-deep', detail: text } };
    if (/header size/i.test(text)) return { ok: false, refusal: { reason: 'too-large', detail: text } };
    return { ok: false, refusal: { reason: 'unreadable', detail: text } };
  }
  if (email.headers.length === 0) {
    return { ok: false, refusal: { reason: 'unreadable', detail: 'no headers: not a message' } };
  }
  if (email.attachments.length > limits.maxAttachments) {
    return {
      ok: false,
      refusal: {
        reason: 'too-many-parts',
        detail: `${email.attachments.length} attachments, over ${limits.maxAttachments}`,
      },
    };
  }

  let text = email.text ?? '';
  let fromHtml = false;
  if (!text.trim() && email.html) {
    try {
      text = htmlToText(email.html, { maxDepth: limits.maxHtmlDepth, maxTags: limits.maxHtmlTags });
      fromHtml = true;
    } catch (error) {
      if (error instanceof HtmlLimitError) {
        return { ok: false, refusal: { reason: 'too-deep', detail: error.message } };
      }
      return { ok: false, refusal: { reason: 'unreadable', detail: 'the HTML part could not be read' } };
    }
  }
  text = text
    .replace(/\r\n?/g, '\n')
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\u202a-\u202e\u2066-\u2069]/g, ' ')
    .slice(0, limits.maxTextChars);
  const parts = splitText(text);
  const date = email.date ? new Date(email.date) : null;

  const message: InboundMessage = {
    from: mailboxes(email.from ? [email.from] : [])[0] ?? null,
    to: mailboxes(email.to),
    cc: mailboxes(email.cc),
    replyTo: mailboxes(email.replyTo),
    subject: (email.subject ?? '').replace(/\s+/g, ' ').trim(),
    date: date && !Number.isNaN(date.getTime()) ? date : null,
    messageId: messageIds(email.messageId)[0] ?? null,
    inReplyTo: messageIds(email.inReplyTo),
    references: messageIds(email.references),
    text,
    body: parts.body,
    signature: parts.signature,
    quoted: parts.quoted,
    fromHtml,
    attachments: email.attachments
      .filter((a) => !a.related)
      .map((a) => ({ filename: a.filename, mimeType: a.mimeType, size: sizeOf(a.content) })),
  };
  return { ok: true, message };
}
