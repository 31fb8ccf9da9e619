import { AppError, ErrorCode, INVALID_CURSOR, INVALID_REQUEST_MESSAGE } from '@hirerelay/contracts';
import { z } from 'zod';

/**
 * Where a page of User Management in a column's order ended: the order's name and the id of its
 * last row (the row's key is read back from the row itself inside the next page's query). The
 * default order (newest first) keeps nest-common's keyset cursor.
 */
export interface UserSortCursor {
  order: string;
  id: string;
}

const ZCursorParts = z.tuple([z.string().min(1).max(40), z.uuid()]);

export function encodeUserSortCursor(cursor: UserSortCursor): string {
  return Buffer.from(JSON.stringify([cursor.order, cursor.id]), 'utf8').toString('base64url');
}

/** The request's cursor for `order`: none on the first page; VALIDATION if not issued for it. */
export function readUserSortCursor(text: string | undefined, order: string): UserSortCursor | undefined {
  if (text === undefined) return undefined;
  let parts: unknown;
  try {
    parts = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    parts = null;
  }
  const parsed = ZCursorParts.safeParse(parts);
  if (!parsed.success || parsed.data[0] !== order) {
    throw new AppError(ErrorCode.Validation, INVALID_REQUEST_MESSAGE, { cursor: INVALID_CURSOR });
  }
  return { order: parsed.data[0], id: parsed.data[1] };
}
