import { INBOUND_MAIL_MAX_BYTES, REPLY_EVENT_TEXT_MAX, ReplyReceivedEvent } from '@hirerelay/contracts';
import { INBOUND_LIMITS, type InboundMessage } from '@hirerelay/replies';
import { describe, expect, it } from 'vitest';
import {
  attachmentObjectName,
  cutText,
  dedupeKeyOf,
  MinuteCounter,
  replyReceivedPayload,
} from './inbound-mail.rules.js';

describe('MinuteCounter', () => {
  it('lets `limit` hits per key through in a minute, then refuses until the window ends', () => {
    const counter = new MinuteCounter(2);
    expect(counter.hit('a', 0)).toBe(true);
    expect(counter.hit('a', 10)).toBe(true);
    expect(counter.hit('a', 20)).toBe(false);
    expect(counter.hit('b', 20)).toBe(true);
    expect(counter.hit('a', 59_999)).toBe(false);
    expect(counter.hit('a', 60_000)).toBe(true);
  });
});

describe('dedupeKeyOf', () => {
  it('is the Message-ID when there is one, else the hash of the bytes', () => {
    expect(dedupeKeyOf('abc@acme.example', Buffer.from('x'))).toBe('mid:abc@acme.example');
    expect(dedupeKeyOf(null, Buffer.from('x'))).toBe(dedupeKeyOf(null, Buffer.from('x')));
    expect(dedupeKeyOf(null, Buffer.from('x'))).not.toBe(dedupeKeyOf(null, Buffer.from('y')));
    expect(dedupeKeyOf(null, Buffer.from('x'))).toMatch(/^sha256:[0-9a-f]{64}$/);
  });
});

describe('cutText', () => {
  it('cuts at the limit, never inside a surrogate pair', () => {
    expect(cutText('abcdef', 4)).toBe('abcd');
    expect(cutText('abc😀', 4)).toBe('abc');
    expect(cutText('ab', 4)).toBe('ab');
  });
});

describe('attachmentObjectName', () => {
  it('numbers attachments and keeps only safe characters of the name', () => {
    expect(attachmentObjectName(0, 'Offer Letter.pdf')).toBe('attachments/1-Offer_Letter.pdf');
    expect(attachmentObjectName(1, '../../etc/passwd')).toBe('attachments/2-etc_passwd');
    expect(attachmentObjectName(2, null)).toBe('attachments/3');
  });
});

describe('the size limit', () => {
  it('is the same for the webhook (contracts) and the parser (libs/replies)', () => {
    expect(INBOUND_MAIL_MAX_BYTES).toBe(INBOUND_LIMITS.maxBytes);
  });
});

describe('replyReceivedPayload', () => {
  const message: InboundMessage = {
    from: { name: 'Acme Recruiting', address: 'jobs@acme.example' },
    to: [{ name: '', address: 'abcdefghabcdefgh@reply.hirerelay.test' }],
    cc: [],
    replyTo: [],
    subject: 'Interview',
    date: new Date('2026-11-28T09:00:00Z'),
    messageId: 'm1@acme.example',
    inReplyTo: [],
    references: [],
    text: 'x',
    body: 'b'.repeat(REPLY_EVENT_TEXT_MAX + 10),
    signature: '',
    quoted: '',
    fromHtml: false,
    attachments: [{ filename: 'a.pdf', mimeType: 'application/pdf', size: 3 }],
  };

  it('fits the event contract, texts cut to REPLY_EVENT_TEXT_MAX', () => {
    const payload = replyReceivedPayload({
      replyId: '2b7c8f5e-9d4a-4f1e-8c3b-1a2b3c4d5e6f',
      userId: '0b8f8a3e-5a7e-4a3b-9a55-3c1f6f0d7e21',
      replyAddress: 'abcdefghabcdefgh@reply.hirerelay.test',
      receivedAt: new Date('2026-11-28T09:01:00Z'),
      message,
      classification: {
        kind: 'interview',
        confidence: 0.8,
        evidence: 'We would like to invite you to an interview.',
        suggestedStatus: 'Interview Scheduled',
        classifier: 'rules',
      },
      authentication: { spf: 'pass', dkim: 'none', dmarc: 'temperror' },
      attachmentKeys: ['inbound-mail/u/r/attachments/1-a.pdf'],
    });
    expect(ReplyReceivedEvent.payload.safeParse(payload).success).toBe(true);
    expect(payload.body).toHaveLength(REPLY_EVENT_TEXT_MAX);
    expect(payload.sentAt).toBe('2026-11-28T09:00:00.000Z');
    expect(payload.attachments[0]?.objectKey).toBe('inbound-mail/u/r/attachments/1-a.pdf');
  });
});
