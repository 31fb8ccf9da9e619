import { paths } from '@hirerelay/contracts';
import { LOGIN_LINK_TTL_MINUTES } from '@hirerelay/domain';
import type { RenderedEmail } from '../mail/email-sender.service.js';
import type { OneTimeLinkEmailInput } from '../mail/one-time-link-email.service.js';
import { renderOneTimeLinkEmail } from '../mail/one-time-link-email.template.js';

export const LOGIN_LINK_SUBJECT = 'Your HireRelay sign-in link';

/** The page of the web app that takes the token and signs in. */
export function loginLinkUrl(appBaseUrl: string, token: string): string {
  return `${appBaseUrl}${paths.loginLink}?token=${encodeURIComponent(token)}`;
}

export function renderLoginLinkEmail({
  appBaseUrl,
  token,
  supportEmail,
}: OneTimeLinkEmailInput): RenderedEmail {
  const intro =
    'There were too many failed sign-in attempts on your HireRelay account, so for your security we ask you to sign in with this link instead of your password.';
  return renderOneTimeLinkEmail({
    subject: LOGIN_LINK_SUBJECT,
    link: loginLinkUrl(appBaseUrl, token),
    intro: { text: intro, html: intro },
    button: 'Sign in to HireRelay',
    lifetime: `The link expires in ${String(LOGIN_LINK_TTL_MINUTES)} minutes and works only once.`,
    unasked:
      'If you were not trying to sign in, someone else may be guessing your password: you can ignore this e-mail, nobody can use the link but you. Consider choosing a new password.',
    supportEmail,
  });
}
