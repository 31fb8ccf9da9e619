import { paths, type EventPayload, type ReplyReceivedEvent } from '@hirerelay/contracts';
import { emailHtml, emailText, formatUtcDateTime, type EmailBlock } from '../mail/email-layout.util.js';
import type { RenderedEmail } from '../mail/email-sender.service.js';
import { singleLine } from '../mail/html.util.js';

export type ReceivedReply = Pick<
  EventPayload<typeof ReplyReceivedEvent>,
  'from' | 'subject' | 'body' | 'signature' | 'quoted' | 'attachments' | 'replyAddress' | 'receivedAt'
>;

/** `Fwd: <subject>`, on one line; `Fwd: (no subject)` when it had none. */
export function replyForwardSubject(subject: string): string {
  return `Fwd: ${singleLine(subject).trim() || '(no subject)'}`.slice(0, 998);
}

/** "Jane Roe <jane@acme.example>", the address alone, or "an unknown sender". */
export function senderLine(from: ReceivedReply['from']): string {
  if (!from) return 'an unknown sender';
  const name = singleLine(from.name).trim();
  return name ? `${name} <${from.address}>` : from.address;
}

/**
 * The copy of an employer's reply sent to the user's own address: who it came from, to which
 * reply address, the text as written (its signature and quoted history below it), the attachments'
 * names (kept on HireRelay, not re-sent), and a link to the dashboard where the reply is shown on
 * the job. Everything in it was written by a stranger: the HTML escapes every value.
 */
export function renderReplyForwardEmail(reply: ReceivedReply, appBaseUrl: string): RenderedEmail {
  const subject = replyForwardSubject(reply.subject);
  const text = [reply.body, reply.signature].filter((part) => part.trim()).join('\n\n');
  const blocks: EmailBlock[] = [
    { paragraph: `From: ${senderLine(reply.from)}` },
    {
      paragraph: `To your reply address ${reply.replyAddress}, received ${formatUtcDateTime(reply.receivedAt)}.`,
    },
    { quote: text || '(no text)' },
  ];
  if (reply.quoted.trim()) blocks.push({ note: `Earlier messages quoted:\n${reply.quoted}` });
  if (reply.attachments.length > 0)
    blocks.push({
      note: `Attachments kept on HireRelay: ${reply.attachments
        .map((a) => singleLine(a.filename ?? 'unnamed'))
        .join(', ')}`,
    });
  blocks.push({ button: 'Open your dashboard', href: `${appBaseUrl}${paths.dashboard}` });
  blocks.push({
    note: 'An employer wrote to your HireRelay reply address. We add it to the job it belongs to; staff confirm any change of status.',
  });
  const title = `A reply from ${senderLine(reply.from)}`;
  return { subject, text: emailText(title, blocks), html: emailHtml(title, blocks) };
}
