import { AppError, ErrorCode, INVALID_REQUEST_MESSAGE } from '@hirerelay/contracts';
import { ZIsoDateTime } from '@hirerelay/domain';
import { z } from 'zod';

/**
 * Keyset pagination for newest-first lists ordered by `(<time column> DESC, id DESC)`: where a page
 * ended is the last row's sort time and its id, which breaks ties. Unlike OFFSET, the next page
 * costs the same on page 1 and page 10,000, and rows inserted meanwhile do not shift it.
 */
export interface KeysetPosition {
  at: Date;
  id: string;
}

// The time is bounded like every date in the system: a forged year 0000 would reach PostgreSQL,
// which has no year 0, and fail there.
const ZCursorParts = z.tuple([ZIsoDateTime, z.uuid()]);

/**
 * A cursor's text, opaque to callers: base64url of the JSON array of its parts, so its format can
 * change without a new contract.
 */
export function encodeCursorParts(parts: readonly unknown[]): string {
  return Buffer.from(JSON.stringify(parts), 'utf8').toString('base64url');
}

/** A cursor's parts as `schema` reads them, or null when the text is not such a cursor. */
export function decodeCursorParts<T>(text: string, schema: z.ZodType<T>): T | null {
  let parts: unknown;
  try {
    parts = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  const parsed = schema.safeParse(parts);
  return parsed.success ? parsed.data : null;
}

/** The time and id of the row a page ended at, as a cursor's text (`encodeCursorParts`). */
export function encodeKeysetCursor(cursor: KeysetPosition): string {
  return encodeCursorParts([cursor.at.toISOString(), cursor.id]);
}

/** The cursor, or null when the text is not one this service issued. */
export function decodeKeysetCursor(text: string): KeysetPosition | null {
  const parts = decodeCursorParts(text, ZCursorParts);
  return parts && { at: new Date(parts[0]), id: parts[1] };
}

/** The request's cursor (none for the first page); one this service did not issue is VALIDATION. */
export function readKeysetCursor(text: string | undefined): KeysetPosition | undefined {
  if (text === undefined) return undefined;
  const cursor = decodeKeysetCursor(text);
  if (!cursor)
    throw new AppError(ErrorCode.Validation, INVALID_REQUEST_MESSAGE, { cursor: 'Invalid cursor' });
  return cursor;
}

/**
 * One page from `limit + 1` rows: the extra row only tells that another page exists, and the
 * cursor points after the page's last row.
 */
export function keysetPage<T>(
  rows: T[],
  limit: number,
  positionOf: (row: T) => KeysetPosition,
): { page: T[]; nextCursor: string | null } {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return { page, nextCursor: rows.length > limit && last ? encodeKeysetCursor(positionOf(last)) : null };
}
