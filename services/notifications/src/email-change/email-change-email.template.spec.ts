import { describe, expect, it } from 'vitest';
import {
  EMAIL_CHANGE_CONFIRM_SUBJECT,
  EMAIL_CHANGE_NOTICE_SUBJECT,
  emailChangeConfirmLink,
  emailChangeEmailKey,
  renderEmailChangeConfirmation,
  renderEmailChangeNotice,
} from './email-change-email.template.js';

const site = { appBaseUrl: 'https://app.example.com', supportEmail: 'support@example.com' };
const token = 'T'.repeat(43);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('emailChangeConfirmLink', () => {
  it('leads to /confirm-email with the token percent-encoded', () => {
    expect(emailChangeConfirmLink('http://localhost:8080', 'abc_DEF-1')).toBe(
      'http://localhost:8080/confirm-email?token=abc_DEF-1',
    );
    expect(emailChangeConfirmLink(site.appBaseUrl, 'a+b/c&d')).toBe(
      'https://app.example.com/confirm-email?token=a%2Bb%2Fc%26d',
    );
  });
});

describe('the confirmation e-mail (to the new address)', () => {
  const email = renderEmailChangeConfirmation({ ...site, token });
  const link = `${site.appBaseUrl}/confirm-email?token=${token}`;

  it('carries the link, its lifetime, and what happens if unasked', () => {
    expect(email.subject).toBe(EMAIL_CHANGE_CONFIRM_SUBJECT);
    expect(email.text).toContain(`\n${link}\n`);
    expect(email.text).toContain('expires in 24 hours and works only once');
    expect(email.text).toContain('If you did not ask for this, you can ignore this e-mail');
    expect(email.html.match(new RegExp(`href="${link.replace('?', '\\?')}"`, 'g'))).toHaveLength(2);
    expect(email.html).toContain('>Confirm this email address</a>');
  });

  it('escapes what it interpolates into the HTML', () => {
    const hostile = renderEmailChangeConfirmation({ ...site, token: '"><script>x</script>' });
    expect(hostile.html).not.toContain('<script');
    expect(hostile.html).toContain('token=%22%3E%3Cscript%3Ex%3C%2Fscript%3E"');
  });
});

describe('the notice (to the old address)', () => {
  const email = renderEmailChangeNotice({
    ...site,
    newEmail: 'new<b>@example.com',
    expiresAt: '2030-01-15T14:30:00.000Z',
  });

  it('names the new address and the deadline, offers a password reset, and never holds a link to confirm', () => {
    expect(email.subject).toBe(EMAIL_CHANGE_NOTICE_SUBJECT);
    expect(email.text).toContain('change its email address to new<b>@example.com.');
    expect(email.text).toContain('Tuesday, January 15, 2030 at 14:30 UTC');
    expect(email.text).toContain(`${site.appBaseUrl}/forgot-password`);
    expect(email.text).not.toContain('/confirm-email');
    expect(email.html).not.toContain('/confirm-email');
    expect(email.html).toContain('new&lt;b&gt;@example.com');
  });
});

describe('emailChangeEmailKey', () => {
  const eventId = '3f1e6a52-4b7d-4c1e-9a0f-2d5b8c7e6f10';

  it('is a UUID of its own for each of the two e-mails, the same on every redelivery', () => {
    const confirmation = emailChangeEmailKey(eventId, 'confirmation');
    const notice = emailChangeEmailKey(eventId, 'notice');
    expect(confirmation).toMatch(UUID);
    expect(notice).toMatch(UUID);
    expect(confirmation).not.toBe(notice);
    expect(confirmation).not.toBe(eventId);
    expect(emailChangeEmailKey(eventId, 'confirmation')).toBe(confirmation);
    expect(emailChangeEmailKey('0d9c1b3a-0000-4000-8000-000000000000', 'confirmation')).not.toBe(
      confirmation,
    );
  });
});
