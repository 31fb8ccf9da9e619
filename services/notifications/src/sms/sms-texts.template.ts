import { paths, toPath } from '@hirerelay/contracts';
import twilio from 'twilio';

// What HireRelay texts, and how an incoming text is read. Pure: unit-tested beside it. Every text
// starts with the brand, stays within two SMS segments (a job's title and company are shortened to
// make sure), and says what the SMS policy page promises: STOP ends texts, HELP gets help.

/** The words that opt a number out (Twilio's and the carriers' standard list). */
const STOP_WORDS = new Set(['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT']);
const START_WORDS = new Set(['START', 'UNSTOP']);
const HELP_WORDS = new Set(['HELP', 'INFO']);

export type InboundKeyword = 'stop' | 'start' | 'help';

/**
 * A keyword when the whole text is one (case and spaces ignored, as carriers read them): `stop `
 * is STOP, `please stop` is not a keyword.
 */
export function inboundKeyword(body: string): InboundKeyword | null {
  const word = body.replace(/\s+/g, '').toUpperCase();
  if (STOP_WORDS.has(word)) return 'stop';
  if (START_WORDS.has(word)) return 'start';
  if (HELP_WORDS.has(word)) return 'help';
  return null;
}

/** The first http(s) link in a text, without the sentence punctuation around it; null when none. */
export function firstLink(body: string): string | null {
  const match = /https?:\/\/[^\s<>"]+/i.exec(body);
  if (!match) return null;
  return match[0].replace(/[.,;:!?'")\]]+$/, '').slice(0, 2_048);
}

/** Where texts point: the site and its pages, from APP_BASE_URL and the shared route table. */
export interface SmsLinks {
  /** The public web address without a trailing slash. */
  appBaseUrl: string;
  supportEmail: string;
}

const site = (links: SmsLinks, path: string) => `${links.appBaseUrl}${path}`;
const BRAND = 'HireRelay:';

/** At most `max` characters on one line (an ellipsis when cut): keeps texts within two segments. */
export function shorten(text: string, max: number): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length <= max ? line : `${line.slice(0, max - 1).trimEnd()}…`;
}

const jobName = (job: { jobTitle: string; company: string }) =>
  `${shorten(job.jobTitle, 50)} at ${shorten(job.company, 30)}`;

export const smsTexts = {
  verificationCode: (code: string, minutes: number) =>
    `${BRAND} Your verification code is ${code}. It expires in ${String(minutes)} minutes. Reply STOP to opt out.`,

  statusUpdate: (
    links: SmsLinks,
    job: { jobId: string; jobTitle: string; company: string; status: string },
  ) =>
    `${BRAND} ${jobName(job)} is now ${job.status}. ${site(links, toPath(paths.dashboardJob, { jobId: job.jobId }))} Reply STOP to opt out.`,

  stopped: () =>
    `${BRAND} You are unsubscribed and will get no more texts from us. Reply START to resubscribe.`,

  started: () =>
    `${BRAND} You are subscribed again. Text a job link to add it to your dashboard. Reply HELP for help, STOP to opt out.`,

  help: (links: SmsLinks) =>
    `${BRAND} Text a job link from your verified phone to add it to your dashboard. Help: ${links.supportEmail} or ${links.appBaseUrl}. Msg&data rates may apply. Reply STOP to opt out.`,

  unknownNumber: (links: SmsLinks) =>
    `${BRAND} We don't know this number. To text job links, verify your phone in Settings: ${site(links, paths.dashboardSettings)}`,

  noLink: () =>
    `${BRAND} Text us a job link (https://…) to add the job to your dashboard. Reply HELP for help, STOP to opt out.`,

  imported: (links: SmsLinks, job: { jobId: string; jobTitle: string; company: string }) =>
    `${BRAND} Added ${jobName(job)} to your dashboard. ${site(links, toPath(paths.dashboardJob, { jobId: job.jobId }))}`,

  /** A link whose page jobs could not read: imported all the same, with placeholders for staff. */
  importedUnread: (links: SmsLinks, jobId: string) =>
    `${BRAND} Added the job to your dashboard. We couldn't read its page, so our team will fill in the details. ${site(links, toPath(paths.dashboardJob, { jobId }))}`,

  duplicate: (links: SmsLinks, jobId: string | null) =>
    `${BRAND} You have already imported this job.${jobId ? ` ${site(links, toPath(paths.dashboardJob, { jobId }))}` : ''}`,

  /** A quota refusal: billing's own text, then where to act on it. */
  refused: (links: SmsLinks, message: string, where: 'pricing' | 'subscription') =>
    `${BRAND} ${message} ${site(links, where === 'pricing' ? paths.pricing : paths.dashboardSubscription)}`,

  unreadableLink: (links: SmsLinks) =>
    `${BRAND} We could not read that job link. Check it, or paste it into your dashboard: ${site(links, paths.dashboard)}`,

  accountClosed: (links: SmsLinks) =>
    `${BRAND} This account is closed, so we cannot add jobs to it. Questions: ${links.supportEmail}`,
} as const;

/** The webhook's answer: TwiML that texts `reply` back to the sender, or nothing (`<Response/>`). */
export function twimlReply(reply: string | null): string {
  const response = new twilio.twiml.MessagingResponse();
  if (reply !== null) response.message(reply);
  return response.toString();
}
