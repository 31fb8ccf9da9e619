import type { SinkMessage } from '@hirerelay/local-infra';
import PostalMime from 'postal-mime';
import { waitFor } from './wait.js';

/** A message as stored by the local mail sink (see infra/local/mail-sink.mjs). */
export type MailMessage = SinkMessage;

export interface WaitForMailOptions {
  /** Recipient address: matches To, Cc or envelope recipients (Bcc), case-insensitively. */
  to: string;
  /** Only messages whose subject contains this text. */
  subjectIncludes?: string;
  /** Only messages received at or after this time (e.g. the moment the test acted). */
  since?: Date;
  /** Default 10000. */
  timeoutMs?: number;
  /** Default 100. */
  intervalMs?: number;
}

/** Messages in the inbox (newest first), optionally only those to `to`. */
export async function listMail(inboxUrl: string, to?: string): Promise<MailMessage[]> {
  const url = new URL('/api/messages', inboxUrl);
  if (to) url.searchParams.set('to', to);
  const res = await fetch(url);
  if (!res.ok) throw new Error(`GET ${url.href} answered ${res.status}`);
  return (await res.json()) as MailMessage[];
}

/** Delete every message in the inbox. */
export async function clearMail(inboxUrl: string): Promise<void> {
  const res = await fetch(new URL('/api/messages', inboxUrl), { method: 'DELETE' });
  if (!res.ok) throw new Error(`DELETE /api/messages answered ${res.status}`);
}

/**
 * Poll the mail sink until a message to `to` (and with the subject text, when given)
 * arrives; returns the newest such message.
 */
export async function waitForMail(inboxUrl: string, options: WaitForMailOptions): Promise<MailMessage> {
  const { to, subjectIncludes, since, timeoutMs = 10_000, intervalMs = 100 } = options;
  const description =
    `an e-mail to ${to}` +
    (subjectIncludes ? ` with a subject containing "${subjectIncludes}"` : '') +
    ` at ${inboxUrl}`;
  return waitFor(
    async () => {
      const messages = await listMail(inboxUrl, to);
      return messages.find(
        (m) =>
          (subjectIncludes === undefined || m.subject.includes(subjectIncludes)) &&
          (since === undefined || Date.parse(m.receivedAt) >= since.getTime()),
      );
    },
    { timeoutMs, intervalMs, description },
  );
}

/** The http(s) links in a message (text body and HTML hrefs), in order, without duplicates. */
export function mailLinks(message: Pick<MailMessage, 'text' | 'html'>): string[] {
  const links = new Set<string>();
  for (const m of message.text.matchAll(/https?:\/\/[^\s<>"']+/g))
    links.add(m[0].replace(/[.,;:!?)\]]+$/, ''));
  for (const m of (message.html ?? '').matchAll(/href\s*=\s*["'](https?:\/\/[^"']+)["']/gi))
    links.add((m[1] ?? '').replace(/&amp;/g, '&'));
  return [...links];
}

/** An attachment of a message, read from the raw message the sink kept, as text (e.g. an `.ics`). */
export async function mailAttachmentText(
  inboxUrl: string,
  message: Pick<MailMessage, 'id'>,
  filename: string,
): Promise<string | undefined> {
  const res = await fetch(new URL(`/messages/${encodeURIComponent(message.id)}/raw`, inboxUrl));
  if (!res.ok) throw new Error(`GET /messages/${message.id}/raw answered ${res.status}`);
  const parsed = await PostalMime.parse(await res.arrayBuffer(), { attachmentEncoding: 'utf8' });
  const attachment = parsed.attachments.find((a) => a.filename === filename);
  return attachment === undefined ? undefined : String(attachment.content);
}
