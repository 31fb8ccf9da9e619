/**
 * The classes of an employer's reply to an application (issue 29): the one list the reply engine,
 * the reply-received event, jobs' stored replies and the web's labels all name. Free of zod, as
 * job-status.ts is. (The classifier breaks ties in its own order, not this one.)
 */
export const REPLY_KINDS = [
  'interview',
  'assessment',
  'rejection',
  'offer',
  'acknowledgement',
  'other',
] as const;
export type TReplyKind = (typeof REPLY_KINDS)[number];
