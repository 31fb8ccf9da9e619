import { describe, expect, it } from 'vitest';
import type { TGatewayEnv } from '../config/env.js';
import { FileLinks } from './file-links.service.js';

const links = new FileLinks({ JWT_SECRET: 'x'.repeat(40) } as TGatewayEnv);
const query = (url: string) => Object.fromEntries(new URL(url, 'http://h').searchParams);

describe('FileLinks', () => {
  const now = Date.UTC(2026, 10, 22, 12, 0, 0);
  const link = links.sign('user-1/resumes/a.pdf', 'my cv.pdf', now);

  it('verifies its own link within five minutes', () => {
    expect(links.verify(query(link.url), now + 4 * 60_000)).toEqual({
      objectKey: 'user-1/resumes/a.pdf',
      fileName: 'my cv.pdf',
    });
    expect(link.expiresAt).toBe(new Date(now + 5 * 60_000).toISOString());
  });

  it('refuses it once expired', () => {
    expect(() => links.verify(query(link.url), now + 6 * 60_000)).toThrow('This download link has expired.');
  });

  it('refuses any change to the object, the name or the expiry', () => {
    const q = query(link.url);
    expect(() => links.verify({ ...q, key: 'user-2/resumes/a.pdf' }, now)).toThrow('not valid');
    expect(() => links.verify({ ...q, name: 'other.pdf' }, now)).toThrow('not valid');
    expect(() => links.verify({ ...q, expires: String(Number(q.expires) + 3600) }, now)).toThrow('not valid');
  });

  it('refuses links signed with another secret', () => {
    const other = new FileLinks({ JWT_SECRET: 'y'.repeat(40) } as TGatewayEnv);
    expect(() => other.verify(query(link.url), now)).toThrow('not valid');
  });
});
