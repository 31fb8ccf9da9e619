import type { TReplyKind } from './reply-kinds.js';

/**
 * How each kind of employer reply is named to people (issue 29): the job's timeline line
 * (`Reply from {sender}: {label}`, written by jobs) and the web's Replies card.
 */
export const REPLY_KIND_LABELS: Readonly<Record<TReplyKind, string>> = {
  interview: 'Interview invitation',
  assessment: 'Assessment',
  rejection: 'Rejection',
  offer: 'Offer',
  acknowledgement: 'Acknowledgement',
  other: 'Reply',
};
