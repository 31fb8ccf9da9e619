import { ErrorCode, INVALID_CURSOR } from '@hirerelay/contracts';
import { describe, expect, it } from 'vitest';
import { decodeJobCursor, encodeJobCursor, jobOrderName, readJobCursor } from './job-cursor.util.js';

const ID = '7d3b6a52-3a5e-4f0e-9a51-2f4f5f1d0c11';

describe('jobs list cursors', () => {
  it('round-trip the order and the last id, in well under the shared cursor limit', () => {
    const text = encodeJobCursor({ order: 'dateApplied-desc', id: ID });
    expect(text).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(text.length).toBeLessThan(100);
    expect(decodeJobCursor(text)).toEqual({ order: 'dateApplied-desc', id: ID });
    expect(readJobCursor(text, 'dateApplied-desc')).toEqual({ order: 'dateApplied-desc', id: ID });
  });

  it('refuse one of another order, or one the service did not issue', () => {
    const text = encodeJobCursor({ order: 'title-asc', id: ID });
    for (const [cursor, order] of [
      [text, 'title-desc'],
      [Buffer.from('["title-asc","not-a-uuid"]').toString('base64url'), 'title-asc'],
      [Buffer.from('{').toString('base64url'), 'title-asc'],
    ] as const) {
      expect(() => readJobCursor(cursor, order)).toThrow(
        expect.objectContaining({ code: ErrorCode.Validation, fields: { cursor: INVALID_CURSOR } }),
      );
    }
    expect(readJobCursor(undefined, 'title-asc')).toBeUndefined();
  });

  it("name the order a page was read in: staff's and an owner's default differ, a sort carries its direction", () => {
    const owner = { kind: 'owner', userId: ID } as const;
    expect(jobOrderName({ kind: 'staff' }, {})).toBe('default-staff');
    expect(jobOrderName(owner, {})).toBe('default-owner');
    expect(jobOrderName(owner, { sort: 'title', direction: 'asc' })).toBe('title-asc');
    expect(jobOrderName({ kind: 'staff' }, { sort: 'dateApplied' })).toBe('dateApplied-desc');
  });
});
