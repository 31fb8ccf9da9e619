import { describe, expect, it } from 'vitest';
import { loggableUrl, REDACTED } from './loggable-url.util.js';

describe('loggableUrl', () => {
  it('redacts a reset token and a download signature, keeping the rest', () => {
    expect(loggableUrl('/reset-password?token=abc123')).toBe(`/reset-password?token=${REDACTED}`);
    expect(loggableUrl('/login/link?token=abc123')).toBe(`/login/link?token=${REDACTED}`);
    expect(loggableUrl('/api/files/download?key=u%2Fr.pdf&name=cv.pdf&expires=99&sig=s3cr3t')).toBe(
      `/api/files/download?key=u%2Fr.pdf&name=cv.pdf&expires=99&sig=${REDACTED}`,
    );
  });

  it('redacts every occurrence, whatever the case or encoding of the name', () => {
    expect(loggableUrl('/x?TOKEN=a&token=b&%74oken=c&sig&Sig=d')).toBe(
      `/x?TOKEN=${REDACTED}&token=${REDACTED}&%74oken=${REDACTED}&sig=${REDACTED}&Sig=${REDACTED}`,
    );
  });

  it('leaves other URLs alone and survives malformed encoding', () => {
    expect(loggableUrl('/api/blog/posts?limit=5&cursor=abc')).toBe('/api/blog/posts?limit=5&cursor=abc');
    expect(loggableUrl('/api/health')).toBe('/api/health');
    expect(loggableUrl('/x?%FF=1&token=%E0%A4%A')).toBe(`/x?%FF=1&token=${REDACTED}`);
    expect(loggableUrl('/x?tokens=1&mytoken=2')).toBe('/x?tokens=1&mytoken=2');
  });
});
