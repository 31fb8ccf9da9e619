import { describe, expect, it } from 'vitest';
import { decodeUserCursor, encodeUserCursor } from './user-cursor.js';

const cursor = {
  createdAt: new Date('2026-03-04T05:06:07.089Z'),
  id: '7d3c1c52-2a6b-4b5e-9d39-0a8f1f2b9c10',
};

describe('user list cursor', () => {
  it('round-trips the position to the millisecond', () => {
    expect(decodeUserCursor(encodeUserCursor(cursor))).toEqual(cursor);
  });

  it('is opaque, URL-safe text', () => {
    const text = encodeUserCursor(cursor);
    expect(text).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(text).not.toContain(cursor.id);
  });

  it.each([
    ['not base64 JSON', 'not-a-cursor'],
    ['empty', ''],
    ['a JSON value of the wrong shape', Buffer.from('{"a":1}').toString('base64url')],
    ['a bad date', Buffer.from(JSON.stringify(['yesterday', cursor.id])).toString('base64url')],
    [
      'a bad id',
      Buffer.from(JSON.stringify([cursor.createdAt.toISOString(), '1 OR 1=1'])).toString('base64url'),
    ],
  ])('rejects %s', (_label, text) => {
    expect(decodeUserCursor(text)).toBeNull();
  });
});
