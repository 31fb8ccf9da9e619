import { paths } from '@hirerelay/contracts';
import { emailDocument } from '../mail/email-layout.util.js';
import type { RenderedEmail } from '../mail/email-sender.service.js';
import { escapeHtml } from '../mail/html.util.js';

export const PASSWORD_RESET_SUBJECT = 'Reset your HireRelay password';

export interface PasswordResetEmailInput {
  /** The public web address, without a trailing slash. */
  appBaseUrl: string;
  token: string;
  supportEmail: string;
}

/** The page of the web app that takes the token (spec 01 §2, Reset password). */
export function passwordResetLink(appBaseUrl: string, token: string): string {
  return `${appBaseUrl}${paths.resetPassword}?token=${encodeURIComponent(token)}`;
}

export function renderPasswordResetEmail({
  appBaseUrl,
  token,
  supportEmail,
}: PasswordResetEmailInput): RenderedEmail {
  const link = passwordResetLink(appBaseUrl, token);
  const text = [
    PASSWORD_RESET_SUBJECT,
    '',
    'We received a request to reset the password of your HireRelay account. To choose a new password, open this link:',
    '',
    link,
    '',
    'The link expires in 1 hour and works only once.',
    '',
    'If you did not ask to reset your password, you can ignore this e-mail: your password stays the same.',
    '',
    `Need help? Write to us at ${supportEmail}.`,
    '',
    'HireRelay',
    '',
  ].join('\n');

  const href = escapeHtml(link);
  const support = escapeHtml(supportEmail);
  const html = emailDocument(
    PASSWORD_RESET_SUBJECT,
    `<p>We received a request to reset the password of your HireRelay account. To choose a new password, use the button below.</p>
<p style="margin:24px 0"><a href="${href}" style="display:inline-block;padding:12px 20px;background:#1d4ed8;color:#ffffff;border-radius:6px;font-weight:bold;text-decoration:none">Reset your password</a></p>
<p>If the button does not work, copy this link into your browser:<br><a href="${href}" style="color:#1d4ed8;word-break:break-all">${href}</a></p>
<p>The link expires in 1 hour and works only once.</p>
<p>If you did not ask to reset your password, you can ignore this e-mail: your password stays the same.</p>
<p style="color:#52525b;font-size:14px">Need help? Write to us at <a href="mailto:${support}" style="color:#1d4ed8">${support}</a>.</p>`,
  );
  return { subject: PASSWORD_RESET_SUBJECT, text, html };
}
