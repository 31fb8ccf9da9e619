import { z } from 'zod';

/** Where a page of the newest-first user list ended: the last row's creation time and id. */
export interface UserCursor {
  createdAt: Date;
  id: string;
}

const ZCursorParts = z.tuple([z.iso.datetime(), z.uuid()]);

/** Opaque to callers: base64url of the JSON pair, so its format can change without a new contract. */
export function encodeUserCursor(cursor: UserCursor): string {
  return Buffer.from(JSON.stringify([cursor.createdAt.toISOString(), cursor.id]), 'utf8').toString(
    'base64url',
  );
}

/** The cursor, or null when the text is not one this service issued. */
export function decodeUserCursor(text: string): UserCursor | null {
  let parts: unknown;
  try {
    parts = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  const parsed = ZCursorParts.safeParse(parts);
  if (!parsed.success) return null;
  const [createdAt, id] = parsed.data;
  return { createdAt: new Date(createdAt), id };
}
