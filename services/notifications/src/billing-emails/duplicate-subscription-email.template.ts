import {
  paths,
  toPath,
  type DuplicateSubscriptionRefundedEvent,
  type EventPayload,
} from '@hirerelay/contracts';
import { formatMoneyFromCents } from '@hirerelay/domain';
import { emailHtml, emailText, type EmailBlock } from '../mail/email-layout.util.js';
import type { RenderedEmail } from '../mail/email-sender.service.js';

export type DuplicateSubscription = EventPayload<typeof DuplicateSubscriptionRefundedEvent>;

/** The two e-mails one duplicate causes: to the user, and to the staff inbox. */
export type DuplicateSubscriptionMessage = 'user' | 'staff';

export const DUPLICATE_USER_SUBJECT = 'Your second HireRelay subscription was cancelled and refunded';
export const duplicateStaffSubject = (email: string): string =>
  `Second subscription cancelled and refunded: ${email}`;

interface Site {
  /** The public web address, without a trailing slash. */
  appBaseUrl: string;
  supportEmail: string;
}

/** What came back, in words: `$75.00`, or that nothing had been paid. */
const refundedText = (event: DuplicateSubscription): string | null =>
  event.refundedAmount > 0 ? formatMoneyFromCents(event.refundedAmount, event.currency) : null;

/**
 * To the user: their plan is unchanged, the second subscription is cancelled and what it cost is
 * refunded (how long a refund takes to show is the card issuer's matter, so it is said plainly).
 */
export function renderDuplicateUserEmail(site: Site, event: DuplicateSubscription): RenderedEmail {
  const title = DUPLICATE_USER_SUBJECT;
  const amount = refundedText(event);
  const blocks: EmailBlock[] = [
    {
      paragraph: `You completed two checkouts, so you were signed up twice: once for ${event.keptPlanName} and once for ${event.canceledPlanName}. An account can have only one subscription.`,
    },
    {
      paragraph: `Your ${event.keptPlanName} subscription stays exactly as it was. We cancelled the second one (${event.canceledPlanName}) at once, so it will never renew.`,
    },
    {
      paragraph: amount
        ? `We refunded the second payment of ${amount} in full. It goes back to the card you paid with; your bank may take 5 to 10 business days to show it.`
        : 'You were not charged for the second subscription.',
    },
    {
      paragraph: `Wanted ${event.canceledPlanName} instead? Change your plan from your subscription page.`,
    },
    { button: 'Open your subscription', href: `${site.appBaseUrl}${paths.dashboardSubscription}` },
    { note: `Questions? Write to us at ${site.supportEmail}.` },
  ];
  return { subject: title, text: emailText(title, blocks), html: emailHtml(title, blocks) };
}

/** To the staff inbox: who, which subscription stayed, which was cancelled, the refund's ids. */
export function renderDuplicateStaffEmail(
  site: Pick<Site, 'appBaseUrl'>,
  event: DuplicateSubscription,
  user: { email: string; fullName: string | null } | null,
): RenderedEmail {
  const who = user
    ? `${user.fullName || user.email} <${user.email}>`
    : `user ${event.userId} (no longer found)`;
  const title = duplicateStaffSubject(user?.email ?? event.userId);
  const amount = refundedText(event) ?? 'nothing (no payment was taken)';
  const blocks: EmailBlock[] = [
    {
      paragraph: `${who} paid two plan checkouts. Billing kept the first subscription and cancelled the second at once, refunding its first payment. The user has been e-mailed.`,
    },
    {
      quote: [
        `Kept: ${event.keptPlanName} (${event.keptSubscriptionId})`,
        `Cancelled: ${event.canceledPlanName} (${event.canceledSubscriptionId})`,
        `Refunded: ${amount}${event.refundIds.length > 0 ? ` (${event.refundIds.join(', ')})` : ''}`,
        `Stripe customer: ${event.stripeCustomerId}`,
      ].join('\n'),
    },
    {
      paragraph:
        "The cancelled subscription's payment still appears in the user's transaction history; Stripe's dashboard shows the refund.",
    },
    {
      button: 'Open the user in the admin view',
      href: `${site.appBaseUrl}${toPath(paths.dashboardUser, { userId: event.userId })}`,
    },
  ];
  return { subject: title, text: emailText(title, blocks), html: emailHtml(title, blocks) };
}
