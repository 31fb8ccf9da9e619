import { paths } from '@hirerelay/contracts';
import { EMAIL_CHANGE_LINK_TTL_HOURS } from '@hirerelay/domain';
import { emailHtml, emailText, formatUtcDateTime, type EmailBlock } from '../mail/email-layout.util.js';
import { eventEmailKey } from '../mail/event-email-key.util.js';
import type { RenderedEmail } from '../mail/email-sender.service.js';

export const EMAIL_CHANGE_CONFIRM_SUBJECT = 'Confirm your new HireRelay email address';
export const EMAIL_CHANGE_NOTICE_SUBJECT = 'Your HireRelay email address is about to change';

/** The two e-mails one request causes: the link to the new address, the notice to the old one. */
export type EmailChangeMessage = 'confirmation' | 'notice';

interface EmailChangeEmailInput {
  /** The public web address, without a trailing slash. */
  appBaseUrl: string;
  supportEmail: string;
}

/** The page of the web app that applies the change (`/confirm-email?token=…`). */
export function emailChangeConfirmLink(appBaseUrl: string, token: string): string {
  return `${appBaseUrl}${paths.confirmEmail}?token=${encodeURIComponent(token)}`;
}

/** To the new address: the link that applies the change. */
export function renderEmailChangeConfirmation({
  appBaseUrl,
  supportEmail,
  token,
}: EmailChangeEmailInput & { token: string }): RenderedEmail {
  const title = EMAIL_CHANGE_CONFIRM_SUBJECT;
  const blocks: EmailBlock[] = [
    {
      paragraph:
        'You asked to use this address for your HireRelay account. To confirm it, open the link below: from then on you sign in with this address.',
    },
    { button: 'Confirm this email address', href: emailChangeConfirmLink(appBaseUrl, token) },
    {
      paragraph: `The link expires in ${String(EMAIL_CHANGE_LINK_TTL_HOURS)} hours and works only once. Until it is opened, your account keeps its current address.`,
    },
    { paragraph: 'If you did not ask for this, you can ignore this e-mail: nothing changes.' },
    { note: `Need help? Write to us at ${supportEmail}.` },
  ];
  return { subject: title, text: emailText(title, blocks), html: emailHtml(title, blocks) };
}

/**
 * To the old address: a change was asked, to which address and until when it can be confirmed;
 * never the link. Someone who did not ask is told how to take the account back (a password reset
 * ends every session and discards the open change requests).
 */
export function renderEmailChangeNotice({
  appBaseUrl,
  supportEmail,
  newEmail,
  expiresAt,
}: EmailChangeEmailInput & { newEmail: string; expiresAt: string }): RenderedEmail {
  const title = EMAIL_CHANGE_NOTICE_SUBJECT;
  const blocks: EmailBlock[] = [
    {
      paragraph: `Someone signed in to your HireRelay account asked to change its email address to ${newEmail}.`,
    },
    {
      paragraph: `The change happens only if the link we sent to that address is opened, by ${formatUtcDateTime(expiresAt)}. If it was you, there is nothing more to do here.`,
    },
    {
      paragraph:
        'If it was not you, reset your password now: that signs everyone out of your account and cancels the change if its link has not been opened yet.',
    },
    { button: 'Reset your password', href: `${appBaseUrl}${paths.forgotPassword}` },
    { note: `Need help? Write to us at ${supportEmail}.` },
  ];
  return { subject: title, text: emailText(title, blocks), html: emailHtml(title, blocks) };
}

/**
 * The `sent_emails` key of one of the event's two e-mails: each e-mail of the event has its own
 * record, the same on every redelivery (`eventEmailKey`).
 */
export function emailChangeEmailKey(eventId: string, message: EmailChangeMessage): string {
  return eventEmailKey(eventId, `email-change:${message}`);
}
