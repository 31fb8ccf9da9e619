import { paths } from '@hirerelay/contracts';
import { LOGIN_LINK_TTL_MINUTES } from '@hirerelay/domain';
import { emailDocument } from '../mail/email-layout.util.js';
import type { RenderedEmail } from '../mail/email-sender.service.js';
import { escapeHtml } from '../mail/html.util.js';

export const LOGIN_LINK_SUBJECT = 'Your HireRelay sign-in link';

export interface LoginLinkEmailInput {
  /** The public web address, without a trailing slash. */
  appBaseUrl: string;
  token: string;
  supportEmail: string;
}

/** The page of the web app that takes the token and signs in. */
export function loginLinkUrl(appBaseUrl: string, token: string): string {
  return `${appBaseUrl}${paths.loginLink}?token=${encodeURIComponent(token)}`;
}

export function renderLoginLinkEmail({
  appBaseUrl,
  token,
  supportEmail,
}: LoginLinkEmailInput): RenderedEmail {
  const link = loginLinkUrl(appBaseUrl, token);
  const lifetime = `The link expires in ${String(LOGIN_LINK_TTL_MINUTES)} minutes and works only once.`;
  const intro =
    'There were too many failed sign-in attempts on your HireRelay account, so for your security we ask you to sign in with this link instead of your password.';
  const unasked =
    'If you were not trying to sign in, someone else may be guessing your password: you can ignore this e-mail, nobody can use the link but you. Consider choosing a new password.';
  const text = [
    LOGIN_LINK_SUBJECT,
    '',
    intro,
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
    LOGIN_LINK_SUBJECT,
    `<p>${escapeHtml(intro)}</p>
<p style="margin:24px 0"><a href="${href}" style="display:inline-block;padding:12px 20px;background:#1d4ed8;color:#ffffff;border-radius:6px;font-weight:bold;text-decoration:none">Sign in to HireRelay</a></p>
<p>If the button does not work, copy this link into your browser:<br><a href="${href}" style="color:#1d4ed8;word-break:break-all">${href}</a></p>
<p>${escapeHtml(lifetime)}</p>
<p>${escapeHtml(unasked)}</p>
<p style="color:#52525b;font-size:14px">Need help? Write to us at <a href="mailto:${support}" style="color:#1d4ed8">${support}</a>.</p>`,
  );
  return { subject: LOGIN_LINK_SUBJECT, text, html };
}
