import { describe, expect, it } from 'vitest';
import {
  contactMessageSubject,
  reasonLabel,
  renderContactMessageEmail,
  type ContactMessage,
} from './contact-message-email.template.js';

const message: ContactMessage = {
  messageId: '5b1c9e0e-1f7a-4c5e-8d2b-6a3f0e9d4c21',
  reason: 'support',
  name: 'Jane Doe',
  email: 'jane@example.com',
  message: 'My resume upload fails.\nCan you help?',
  userId: '0b8f8a3e-5a7e-4a3b-9a55-3c1f6f0d7e21',
  receivedAt: '2026-05-06T07:08:09.010Z',
};

describe('contactMessageSubject', () => {
  it('names the reason, capitalised, and the sender', () => {
    expect(contactMessageSubject(message)).toBe('Contact form (Support): Jane Doe');
    expect(reasonLabel('partnership')).toBe('Partnership');
  });

  it('keeps a name with line breaks on one line', () => {
    expect(contactMessageSubject({ reason: 'other', name: 'Jane\r\nBcc: x@evil.test' })).toBe(
      'Contact form (Other): Jane Bcc: x@evil.test',
    );
  });
});

describe('renderContactMessageEmail', () => {
  const email = renderContactMessageEmail(message);

  it('has a text body with every field and the message as written', () => {
    expect(email.subject).toBe('Contact form (Support): Jane Doe');
    expect(email.text).toContain('Reason: Support\n');
    expect(email.text).toContain('Name: Jane Doe\n');
    expect(email.text).toContain('E-mail: jane@example.com\n');
    expect(email.text).toContain(`Sent by: signed-in user ${message.userId}\n`);
    expect(email.text).toContain('Received: 2026-05-06T07:08:09.010Z\n');
    expect(email.text).toContain(`Message id: ${message.messageId}\n`);
    expect(email.text).toContain('\nMy resume upload fails.\nCan you help?\n');
  });

  it('has an HTML body with the same fields, the address as a mailto link, in an English document', () => {
    expect(email.html).toMatch(/^<!doctype html>\n<html lang="en">/);
    expect(email.html).toContain('<title>Contact form (Support): Jane Doe</title>');
    expect(email.html).toContain('href="mailto:jane@example.com"');
    expect(email.html).toContain('>Support</td>');
    expect(email.html).toContain('white-space:pre-wrap">My resume upload fails.\nCan you help?</p>');
  });

  it('says when the sender was not signed in', () => {
    const anonymous = renderContactMessageEmail({ ...message, userId: null });
    expect(anonymous.text).toContain('Sent by: a visitor (not signed in)\n');
  });

  it('escapes every field it puts into the HTML', () => {
    const hostile = renderContactMessageEmail({
      ...message,
      name: '<img src=x onerror=alert(1)>',
      email: '"x"<y>@example.com',
      message: '</p><script>alert("hi")</script> & more',
    });
    expect(hostile.html).not.toMatch(/<script|<img|<y>/);
    expect(hostile.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(hostile.html).toContain('href="mailto:&quot;x&quot;&lt;y&gt;@example.com"');
    expect(hostile.html).toContain('&lt;/p&gt;&lt;script&gt;alert(&quot;hi&quot;)&lt;/script&gt; &amp; more');
    // The text body is plain text: it carries the message as written.
    expect(hostile.text).toContain('</p><script>alert("hi")</script> & more');
  });
});
