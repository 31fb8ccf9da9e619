import {
  AppError,
  ErrorCode,
  INVALID_REQUEST_MESSAGE,
  INVALID_CURSOR,
  type TJobOrder,
} from '@hirerelay/contracts';
import { decodeCursorParts, encodeCursorParts } from '@hirerelay/nest-common';
import { z } from 'zod';
import type { JobScope } from './job-access.rules.js';

/**
 * Where a jobs page ended: the order it was read in and the id of its last row. The row's sort
 * values are read back from the row itself (one primary-key lookup inside the page's query), so a
 * cursor stays short whatever the length of the title it stopped at.
 */
export interface JobCursor {
  /** The order's name (`jobOrderName`): a cursor is only good for the order that issued it. */
  order: string;
  id: string;
}

/**
 * The name of the order a list is read in, as its cursors carry it: the default order differs for
 * staff and owners (job-list.repository.ts writes each order's SQL), a sort is named with its
 * direction (newest first when none is given).
 */
export function jobOrderName(scope: JobScope, order: TJobOrder): string {
  if (!order.sort) return `default-${scope.kind}`;
  return `${order.sort}-${order.direction === 'asc' ? 'asc' : 'desc'}`;
}

const ZCursorParts = z.tuple([z.string().min(1).max(40), z.uuid()]);

export function encodeJobCursor(cursor: JobCursor): string {
  return encodeCursorParts([cursor.order, cursor.id]);
}

export function decodeJobCursor(text: string): JobCursor | null {
  const parts = decodeCursorParts(text, ZCursorParts);
  return parts && { order: parts[0], id: parts[1] };
}

export const invalidCursor = () =>
  new AppError(ErrorCode.Validation, INVALID_REQUEST_MESSAGE, { cursor: INVALID_CURSOR });

/**
 * The request's cursor for `order`: none on the first page; VALIDATION when it is not one this
 * service issued, or was issued for another order (the filters or sort changed under it).
 */
export function readJobCursor(text: string | undefined, order: string): JobCursor | undefined {
  if (text === undefined) return undefined;
  const cursor = decodeJobCursor(text);
  if (!cursor || cursor.order !== order) throw invalidCursor();
  return cursor;
}
