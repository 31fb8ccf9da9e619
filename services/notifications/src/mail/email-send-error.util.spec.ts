import { describe, expect, it } from 'vitest';
import { EmailSendError, recipientDomain, redactAddresses } from './email-send-error.util.js';

describe('redactAddresses', () => {
  it('keeps only the domain of every address', () => {
    expect(
      redactAddresses("Can't send mail - all recipients were rejected: 550 <jane.doe@example.com> no"),
    ).toBe("Can't send mail - all recipients were rejected: 550 <…@example.com> no");
    expect(redactAddresses('a@x.org, b+tag@y.net')).toBe('…@x.org, …@y.net');
  });
});

describe('recipientDomain', () => {
  it('is the lower-cased part after the last @', () => {
    expect(recipientDomain('Jane@Example.COM')).toBe('example.com');
    expect(recipientDomain('no-at-sign')).toBe('(none)');
  });
});

describe('EmailSendError.from', () => {
  it('keeps the SMTP codes and a redacted message, and not the original error', () => {
    const original = Object.assign(new Error('Message failed: 552 mailbox of jane@example.com full'), {
      code: 'EMESSAGE',
      responseCode: 552,
    });
    const error = EmailSendError.from(original);
    expect(error).toMatchObject({
      code: 'EMESSAGE',
      responseCode: 552,
      message: 'Message failed: 552 mailbox of …@example.com full',
    });
    expect(error.cause).toBeUndefined();
  });
});
