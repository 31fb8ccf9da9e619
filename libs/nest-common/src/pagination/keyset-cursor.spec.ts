import { describe, expect, it } from 'vitest';
import { AppError } from '@hirerelay/contracts';
import { decodeKeysetCursor, encodeKeysetCursor, keysetPage, readKeysetCursor } from './keyset-cursor.js';

const cursor = {
  at: new Date('2026-03-04T05:06:07.089Z'),
  id: '7d3c1c52-2a6b-4b5e-9d39-0a8f1f2b9c10',
};

describe('keyset cursor', () => {
  it('round-trips the position to the millisecond', () => {
    expect(decodeKeysetCursor(encodeKeysetCursor(cursor))).toEqual(cursor);
  });

  it('is opaque, URL-safe text', () => {
    const text = encodeKeysetCursor(cursor);
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
      Buffer.from(JSON.stringify([cursor.at.toISOString(), "x' OR '1'='1"])).toString('base64url'),
    ],
    ['year 0000', Buffer.from(JSON.stringify(['0000-01-01T00:00:00.000Z', cursor.id])).toString('base64url')],
    [
      'a year before 1900',
      Buffer.from(JSON.stringify(['1899-12-31T23:59:59.999Z', cursor.id])).toString('base64url'),
    ],
    [
      'an impossible day',
      Buffer.from(JSON.stringify(['2026-02-30T00:00:00.000Z', cursor.id])).toString('base64url'),
    ],
    [
      'a NUL in the id',
      Buffer.from(JSON.stringify([cursor.at.toISOString(), `${cursor.id}\u0000`])).toString('base64url'),
    ],
    [
      'a JSON array of the wrong length',
      Buffer.from(JSON.stringify([cursor.at.toISOString()])).toString('base64url'),
    ],
  ])('rejects %s', (_label, text) => {
    expect(decodeKeysetCursor(text)).toBeNull();
  });
});

describe('readKeysetCursor', () => {
  it('reads no cursor as the first page', () => {
    expect(readKeysetCursor(undefined)).toBeUndefined();
  });

  it('refuses a cursor it did not issue as a validation error on the field', () => {
    expect(() => readKeysetCursor('bm90LWEtY3Vyc29y')).toThrow(
      expect.objectContaining({ code: 'VALIDATION', fields: { cursor: 'Invalid cursor' } }),
    );
    expect(() => readKeysetCursor('bm90LWEtY3Vyc29y')).toThrow(AppError);
  });

  it('refuses a forged cursor dated year 0000 the same way', () => {
    const forged = Buffer.from(JSON.stringify(['0000-01-01T00:00:00.000Z', cursor.id])).toString('base64url');
    expect(() => readKeysetCursor(forged)).toThrow(
      expect.objectContaining({ code: 'VALIDATION', fields: { cursor: 'Invalid cursor' } }),
    );
  });

  it('accepts the earliest and latest dates it can issue', () => {
    for (const at of [new Date('1900-01-01T00:00:00.000Z'), new Date('9999-12-31T23:59:59.999Z')]) {
      expect(readKeysetCursor(encodeKeysetCursor({ at, id: cursor.id }))).toEqual({ at, id: cursor.id });
    }
  });
});

describe('keysetPage', () => {
  const rows = [3, 2, 1].map((n) => ({ n, at: new Date(Date.UTC(2026, 0, n)), id: cursor.id }));

  it('keeps `limit` rows and points after the last one when a further row exists', () => {
    const { page, nextCursor } = keysetPage(rows, 2, (row) => row);
    expect(page.map((row) => row.n)).toEqual([3, 2]);
    expect(decodeKeysetCursor(nextCursor!)).toEqual({ at: rows[1]!.at, id: cursor.id });
  });

  it('has no next cursor on the last page', () => {
    expect(keysetPage(rows, 3, (row) => row)).toEqual({ page: rows, nextCursor: null });
    expect(keysetPage([], 3, (row: (typeof rows)[number]) => row)).toEqual({ page: [], nextCursor: null });
  });
});
