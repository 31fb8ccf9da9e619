import { describe, expect, it } from 'vitest';
import {
  PASSWORD_RESET_SUBJECT,
  passwordResetLink,
  renderPasswordResetEmail,
} from './password-reset-email.template.js';

const base = { appBaseUrl: 'https://app.example.com', supportEmail: 'support@example.com' };

describe('passwordResetLink', () => {
  it('leads to /reset-password with the token as a query value', () => {
    expect(passwordResetLink('http://localhost:8080', 'abc_DEF-123')).toBe(
      'http://localhost:8080/reset-password?token=abc_DEF-123',
    );
  });

  it('percent-encodes characters that would change the URL', () => {
    expect(passwordResetLink(base.appBaseUrl, 'a+b/c=d&e f#g?h')).toBe(
      'https://app.example.com/reset-password?token=a%2Bb%2Fc%3Dd%26e%20f%23g%3Fh',
    );
  });
});

describe('renderPasswordResetEmail', () => {
  const token = 'x'.repeat(40);
  const link = `${base.appBaseUrl}/reset-password?token=${token}`;
  const email = renderPasswordResetEmail({ ...base, token });

  it('has the subject and a text body with the link, its lifetime and what to do if unasked', () => {
    expect(email.subject).toBe(PASSWORD_RESET_SUBJECT);
    expect(email.subject).toBe('Reset your HireRelay password');
    expect(email.text).toContain(`\n${link}\n`);
    expect(email.text).toContain('expires in 1 hour');
    expect(email.text).toContain('If you did not ask to reset your password, you can ignore this e-mail');
    expect(email.text).toContain('support@example.com');
  });

  it('has an HTML body with the link as a button and as copyable text, in an English document', () => {
    expect(email.html).toMatch(/^<!doctype html>\n<html lang="en">/);
    expect(email.html).toContain(`<title>${PASSWORD_RESET_SUBJECT}</title>`);
    expect(email.html.match(new RegExp(`href="${link.replace(/[?]/g, '\\?')}"`, 'g'))).toHaveLength(2);
    expect(email.html).toContain('>Reset your password</a>');
    expect(email.html).toContain('expires in 1 hour');
    expect(email.html).toContain('you can ignore this e-mail');
    expect(email.html).toContain('href="mailto:support@example.com"');
  });

  it('escapes everything it interpolates into the HTML', () => {
    const hostile = renderPasswordResetEmail({
      appBaseUrl: 'https://app.example.com/a"b<c>&d\'e',
      token: '"><script>alert(1)</script>',
      supportEmail: '"x"<y>@example.com',
    });
    expect(hostile.html).not.toMatch(/<script|<c>|<y>/);
    expect(hostile.html).not.toContain('a"b');
    expect(hostile.html).toContain(
      'href="https://app.example.com/a&quot;b&lt;c&gt;&amp;d&#39;e/reset-password?token=',
    );
    // The token is percent-encoded in the link before any HTML escaping.
    expect(hostile.html).toContain('token=%22%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E"');
    expect(hostile.html).toContain('mailto:&quot;x&quot;&lt;y&gt;@example.com');
    // The text body is plain text: nothing to escape, the link stays usable as is.
    expect(hostile.text).toContain('token=%22%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E\n');
  });
});
