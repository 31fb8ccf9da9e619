import type { RenderedEmail } from './email-sender.service.js';
import { emailDocument } from './email-layout.util.js';
import { escapeHtml } from './html.util.js';

/** What a one-time link e-mail (a password reset, a sign-in link) says around its link. */
export interface OneTimeLinkEmailWording {
  subject: string;
  link: string;
  /** The opening paragraph: before the link in the text, before the button in HTML. */
  intro: { text: string; html: string };
  button: string;
  /** How long the link works. */
  lifetime: string;
  /** What to do if the reader did not ask for it. */
  unasked: string;
  supportEmail: string;
}

/** The layout every one-time link e-mail shares: intro, the link as a button, lifetime, unasked, help. */
export function renderOneTimeLinkEmail(email: OneTimeLinkEmailWording): RenderedEmail {
  const { subject, link, intro, lifetime, unasked, supportEmail } = email;
  const text = [
    subject,
    '',
    intro.text,
    '',
    link,
    '',
    lifetime,
    '',
    unasked,
    '',
    `Need help? Write to us at ${supportEmail}.`,
    '',
    'HireRelay',
    '',
  ].join('\n');

  const href = escapeHtml(link);
  const support = escapeHtml(supportEmail);
  const html = emailDocument(
    subject,
    `<p>${escapeHtml(intro.html)}</p>
<p style="margin:24px 0"><a href="${href}" style="display:inline-block;padding:12px 20px;background:#1d4ed8;color:#ffffff;border-radius:6px;font-weight:bold;text-decoration:none">${escapeHtml(email.button)}</a></p>
<p>If the button does not work, copy this link into your browser:<br><a href="${href}" style="color:#1d4ed8;word-break:break-all">${href}</a></p>
<p>${escapeHtml(lifetime)}</p>
<p>${escapeHtml(unasked)}</p>
<p style="color:#52525b;font-size:14px">Need help? Write to us at <a href="mailto:${support}" style="color:#1d4ed8">${support}</a>.</p>`,
  );
  return { subject, text, html };
}
