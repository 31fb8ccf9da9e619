import type { EventPayload, ContactMessageReceivedEvent } from '@hirerelay/contracts';
import { emailDocument } from '../mail/email-layout.util.js';
import type { RenderedEmail } from '../mail/email-sender.service.js';
import { escapeHtml, singleLine } from '../mail/html.util.js';

export type ContactMessage = EventPayload<typeof ContactMessageReceivedEvent>;

/** The reason as a word for people, e.g. `support` → `Support`. */
export const reasonLabel = (reason: string): string => reason.charAt(0).toUpperCase() + reason.slice(1);

/** The subject support sees in the inbox, e.g. `Contact form (Support): Jane Doe`. */
export function contactMessageSubject(message: Pick<ContactMessage, 'reason' | 'name'>): string {
  return `Contact form (${reasonLabel(message.reason)}): ${singleLine(message.name)}`;
}

/**
 * The e-mail that brings a contact-form message to support. Everything in it was typed by a
 * visitor: the HTML body escapes every value, and the plain text carries them as they are.
 */
export function renderContactMessageEmail(message: ContactMessage): RenderedEmail {
  const subject = contactMessageSubject(message);
  const sender = message.userId ? `signed-in user ${message.userId}` : 'a visitor (not signed in)';
  const details: { label: string; value: string; href?: string }[] = [
    { label: 'Reason', value: reasonLabel(message.reason) },
    { label: 'Name', value: singleLine(message.name) },
    { label: 'E-mail', value: message.email, href: `mailto:${message.email}` },
    { label: 'Sent by', value: sender },
    { label: 'Received', value: message.receivedAt },
    { label: 'Message id', value: message.messageId },
  ];
  const text = [
    'A message from the HireRelay contact form.',
    '',
    ...details.map(({ label, value }) => `${label}: ${value}`),
    '',
    'Message:',
    '',
    message.message,
    '',
  ].join('\n');

  const cell = ({ value, href }: (typeof details)[number]) =>
    href === undefined
      ? escapeHtml(value)
      : `<a href="${escapeHtml(href)}" style="color:#1d4ed8">${escapeHtml(value)}</a>`;
  const rows = details
    .map(
      (detail) =>
        `<tr><th scope="row" style="padding:4px 16px 4px 0;text-align:left;vertical-align:top;color:#52525b;font-weight:normal">${escapeHtml(detail.label)}</th><td style="padding:4px 0">${cell(detail)}</td></tr>`,
    )
    .join('\n');
  const html = emailDocument(
    subject,
    `<table style="border-collapse:collapse;margin:0 0 24px">
${rows}
</table>
<h2 style="margin:0 0 8px;font-size:18px">Message</h2>
<p style="margin:0;white-space:pre-wrap">${escapeHtml(message.message)}</p>`,
    640,
  );
  return { subject, text, html };
}
