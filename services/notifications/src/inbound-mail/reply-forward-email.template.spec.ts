import { describe, expect, it } from 'vitest';
import {
  renderReplyForwardEmail,
  replyForwardSubject,
  senderLine,
  type ReceivedReply,
} from './reply-forward-email.template.js';

const reply: ReceivedReply = {
  from: { name: 'Acme Recruiting', address: 'jobs@acme.example' },
  subject: 'Interview for Backend Engineer',
  body: 'Hi Sam,\nWe would like to invite you to an interview.',
  signature: 'Jane\nAcme',
  quoted: 'On Monday you wrote:\n> my application',
  attachments: [{ filename: 'schedule.pdf', mimeType: 'application/pdf', size: 10, objectKey: 'k' }],
  replyAddress: 'abcdefghabcdefgh@reply.hirerelay.test',
  receivedAt: '2026-11-28T09:01:00.000Z',
};

describe('replyForwardSubject', () => {
  it('is Fwd: and the subject on one line, or (no subject)', () => {
    expect(replyForwardSubject('Interview\r\nBcc: x@evil.test')).toBe('Fwd: Interview Bcc: x@evil.test');
    expect(replyForwardSubject('  ')).toBe('Fwd: (no subject)');
  });
});

describe('senderLine', () => {
  it('names the sender with the address, the address alone, or says it is unknown', () => {
    expect(senderLine(reply.from)).toBe('Acme Recruiting <jobs@acme.example>');
    expect(senderLine({ name: '', address: 'a@b.example' })).toBe('a@b.example');
    expect(senderLine(null)).toBe('an unknown sender');
  });
});

describe('renderReplyForwardEmail', () => {
  const email = renderReplyForwardEmail(reply, 'https://app.hirerelay.test');

  it('has the subject, the sender, the text, the attachments and a dashboard link in the text body', () => {
    expect(email.subject).toBe('Fwd: Interview for Backend Engineer');
    expect(email.text).toContain('From: Acme Recruiting <jobs@acme.example>');
    expect(email.text).toContain('To your reply address abcdefghabcdefgh@reply.hirerelay.test');
    expect(email.text).toContain('> We would like to invite you to an interview.');
    expect(email.text).toContain('> Jane');
    expect(email.text).toContain('Attachments kept on HireRelay: schedule.pdf');
    expect(email.text).toContain('https://app.hirerelay.test/dashboard');
  });

  it('escapes everything the sender wrote in the HTML body', () => {
    const hostile = renderReplyForwardEmail(
      {
        ...reply,
        from: { name: '<img src=x onerror=alert(1)>', address: 'x@evil.example' },
        body: '</blockquote><script>alert(1)</script>',
      },
      'https://app.hirerelay.test',
    );
    expect(hostile.html).not.toMatch(/<script|<img/);
    expect(hostile.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(hostile.html).toContain('href="https://app.hirerelay.test/dashboard"');
  });
});
