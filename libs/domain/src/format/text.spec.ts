import { describe, expect, it } from 'vitest';
import { shortJobId, truncateUrl } from './text.js';

describe('truncateUrl', () => {
  it('cuts long URLs at 20 characters plus an ellipsis', () => {
    expect(truncateUrl('https://example.com/jobs/12345')).toBe('https://example.com/…');
  });

  it('leaves URLs of 20 characters or fewer whole', () => {
    expect(truncateUrl('https://example.com/')).toBe('https://example.com/');
    expect(truncateUrl('https://a.io')).toBe('https://a.io');
  });

  it('accepts another length', () => {
    expect(truncateUrl('https://example.com', 8)).toBe('https://…');
  });
});

describe('shortJobId', () => {
  it('shows the first 6 characters', () => {
    expect(shortJobId('3f2a9c1e-0000-4000-8000-000000000000')).toBe('3f2a9c');
    expect(shortJobId('abc')).toBe('abc');
    expect(shortJobId(1)).toBe('1');
  });
});
