import type { RenderedEmail } from '../mail/email-sender.service.js';
import { escapeHtml, singleLine } from '../mail/html.util.js';

/** A follow-up as staff approved it: the subject and body go to the employer as written. */
export interface FollowUpContent {
  subject: string;
  body: string;
}

/**
 * The follow-up e-mail: the applicant's own words, plain (no HireRelay branding, no links added);
 * the HTML part is the same text, escaped, paragraph by paragraph.
 */
export function renderFollowUpEmail({ subject, body }: FollowUpContent): RenderedEmail {
  const paragraphs = body
    .trim()
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`);
  return {
    subject: singleLine(subject),
    text: body.trim(),
    html: `<!doctype html><html><body>${paragraphs.join('')}</body></html>`,
  };
}
