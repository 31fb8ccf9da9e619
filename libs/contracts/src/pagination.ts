import { z } from 'zod';
import { INVALID_CURSOR, MAX_CURSOR_LENGTH, type PageLimits } from './page-limits.js';

/**
 * The opaque `nextCursor` of the previous page. Services issue base64url text; anything else is
 * refused here with the same message the service gives a well-formed cursor it did not issue.
 */
export const ZPageCursor = z
  .string()
  .min(1, INVALID_CURSOR)
  .max(MAX_CURSOR_LENGTH, INVALID_CURSOR)
  .regex(/^[A-Za-z0-9_-]+$/, INVALID_CURSOR)
  .describe("The previous page's `nextCursor`; leave out for the first page.");

const limitDescription = (limits: PageLimits): string =>
  `How many items the page holds (1–${String(limits.max)}, ${String(limits.default)} when left out).`;

/** A page request as RPC contracts carry it: `{ cursor?, limit }`. */
export function ZPageRequest(limits: PageLimits) {
  return z.object({
    cursor: ZPageCursor.optional(),
    limit: z.number().int().min(1).max(limits.max).default(limits.default).describe(limitDescription(limits)),
  });
}

/** The same page request read from a URL's query string, where the limit arrives as text. */
export function ZPageQuery(limits: PageLimits) {
  return z.object({
    cursor: ZPageCursor.optional(),
    limit: z.coerce
      .number()
      .int()
      .min(1)
      .max(limits.max)
      .default(limits.default)
      .describe(limitDescription(limits)),
  });
}

/** One page of a newest-first list: `nextCursor` is null on the last page. */
export function ZPage<Item extends z.ZodType>(item: Item) {
  return z.object({
    items: z.array(item),
    nextCursor: z
      .string()
      .nullable()
      .describe('Pass as `cursor` to get the next page; null on the last page.'),
  });
}

/**
 * One page of a CSV export as its owning service wrote it: whole lines, each ending in CRLF, the
 * header line first on the first page (the request without a cursor). `nextCursor` asks for the
 * rest; null on the last page. The gateway only streams the text (one design for every export).
 */
export const ZCsvPage = z.object({
  csv: z.string(),
  nextCursor: z.string().nullable(),
});
export type TCsvPage = z.infer<typeof ZCsvPage>;
