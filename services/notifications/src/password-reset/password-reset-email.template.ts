import { paths } from '@hirerelay/contracts';
import type { RenderedEmail } from '../mail/email-sender.service.js';
import type { OneTimeLinkEmailInput } from '../mail/one-time-link-email.service.js';
import { renderOneTimeLinkEmail } from '../mail/one-time-link-email.template.js';

export const PASSWORD_RESET_SUBJECT = 'Reset your HireRelay password';

/** The web app's reset-password page, which takes the token and asks for the new password. */
export function passwordResetLink(appBaseUrl: string, token: string): string {
  return `${appBaseUrl}${paths.resetPassword}?token=${encodeURIComponent(token)}`;
}

export function renderPasswordResetEmail({
  appBaseUrl,
  token,
  supportEmail,
}: OneTimeLinkEmailInput): RenderedEmail {
  const intro =
    'We received a request to reset the password of your HireRelay account. To choose a new password,';
  return renderOneTimeLinkEmail({
    subject: PASSWORD_RESET_SUBJECT,
    link: passwordResetLink(appBaseUrl, token),
    intro: { text: `${intro} open this link:`, html: `${intro} use the button below.` },
    button: 'Reset your password',
    lifetime: 'The link expires in 1 hour and works only once.',
    unasked:
      'If you did not ask to reset your password, you can ignore this e-mail: your password stays the same.',
    supportEmail,
  });
}
