import { AppError, ErrorCode } from '@hirerelay/contracts';
import { z } from 'zod';

/**
 * Where a page of a newest-first post list ended: the last post's sort time (`published_at` in the
 * public list, `created_at` in the admin list) and its id, which breaks ties.
 */
export interface PostCursor {
  at: Date;
  id: string;
}

const ZCursorParts = z.tuple([z.iso.datetime(), z.uuid()]);

/** Opaque to callers: base64url of the JSON pair, so its format can change without a new contract. */
export function encodePostCursor(cursor: PostCursor): string {
  return Buffer.from(JSON.stringify([cursor.at.toISOString(), cursor.id]), 'utf8').toString('base64url');
}

/** The cursor, or null when the text is not one this service issued. */
export function decodePostCursor(text: string): PostCursor | null {
  let parts: unknown;
  try {
    parts = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  const parsed = ZCursorParts.safeParse(parts);
  if (!parsed.success) return null;
  const [at, id] = parsed.data;
  return { at: new Date(at), id };
}

/** The request's cursor (none for the first page); one this service did not issue is VALIDATION. */
export function readPostCursor(text: string | undefined): PostCursor | undefined {
  if (text === undefined) return undefined;
  const cursor = decodePostCursor(text);
  if (!cursor) throw new AppError(ErrorCode.Validation, 'Invalid request', { cursor: 'Invalid cursor' });
  return cursor;
}

/**
 * One page from `limit + 1` rows: the extra row only tells that another page exists, and the
 * cursor points after the page's last row.
 */
export function pageOf<T>(
  rows: T[],
  limit: number,
  positionOf: (row: T) => PostCursor,
): { page: T[]; nextCursor: string | null } {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return { page, nextCursor: rows.length > limit && last ? encodePostCursor(positionOf(last)) : null };
}
