import { describe, expect, it } from 'vitest';
import { LOGIN_LINK_SUBJECT, loginLinkUrl, renderLoginLinkEmail } from './login-link-email.template.js';

const base = { appBaseUrl: 'https://app.example.com', supportEmail: 'support@example.com' };

describe('loginLinkUrl', () => {
  it('leads to /login/link with the token as a percent-encoded query value', () => {
    expect(loginLinkUrl(base.appBaseUrl, 'abc_DEF-123')).toBe(
      'https://app.example.com/login/link?token=abc_DEF-123',
    );
    expect(loginLinkUrl(base.appBaseUrl, 'a+b/c&d')).toBe(
      'https://app.example.com/login/link?token=a%2Bb%2Fc%26d',
    );
  });
});

describe('renderLoginLinkEmail', () => {
  const token = 'x'.repeat(43);
  const link = `${base.appBaseUrl}/login/link?token=${token}`;
  const email = renderLoginLinkEmail({ ...base, token });

  it('says why it came, holds the link, its lifetime and what to do if unasked', () => {
    expect(email.subject).toBe(LOGIN_LINK_SUBJECT);
    expect(email.subject).toBe('Your HireRelay sign-in link');
    expect(email.text).toContain(`\n${link}\n`);
    expect(email.text).toContain('too many failed sign-in attempts');
    expect(email.text).toContain('expires in 15 minutes and works only once');
    expect(email.text).toContain('If you were not trying to sign in');
    expect(email.html.match(new RegExp(`href="${link.replace(/[?]/g, '\\?')}"`, 'g'))).toHaveLength(2);
    expect(email.html).toContain('>Sign in to HireRelay</a>');
  });

  it('escapes what it interpolates into the HTML', () => {
    const hostile = renderLoginLinkEmail({
      appBaseUrl: 'https://app.example.com/a"b<c>',
      token: '"><script>alert(1)</script>',
      supportEmail: '"x"<y>@example.com',
    });
    expect(hostile.html).not.toMatch(/<script|<c>|<y>/);
  });
});
