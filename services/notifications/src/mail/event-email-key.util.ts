import { createHash } from 'node:crypto';

/**
 * The `sent_emails` key of one of several e-mails an event causes: a name-based UUID (RFC 9562
 * version 5 layout) of the event id and the e-mail's name, so each has its own record, the same on
 * every redelivery.
 */
export function eventEmailKey(eventId: string, name: string): string {
  const bytes = createHash('sha1').update(`${eventId}:${name}`).digest().subarray(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x50;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
