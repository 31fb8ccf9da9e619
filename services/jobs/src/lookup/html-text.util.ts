// The reader's own subpath, not the library's index (its mail parsing and libs/domain): the page
// extraction worker loads this, and a worker's start counts in the page's time budget.
import {
  HtmlLimitError,
  htmlToText as readHtml,
  parseWithinLimits as parseHtmlWithinLimits,
  type HtmlLimits,
} from '@hirerelay/replies/html-text';
import type { Handler, ParserOptions } from 'htmlparser2';

/**
 * How much markup one parse of a job page may hold (libs/replies' HTML reader holds it). Real job
 * pages nest a few dozen deep and hold a few thousand elements; the tag limit also bounds the parse
 * of a flat page (50,000 elements ~0.3 s here).
 */
export const MARKUP_LIMITS = { maxDepth: 512, maxTags: 50_000 } as const;

export type TMarkupLimits = HtmlLimits;

export type TPageLimit = 'depth' | 'tags' | 'json-ld-size' | 'json-ld-depth';

/** A page (or a value in it) over a limit: it reads as a page that could not be read. */
export class PageLimitError extends Error {
  constructor(
    readonly limit: TPageLimit,
    readonly detail: string,
  ) {
    super(`job page over the limits (${limit}): ${detail}`);
    this.name = 'PageLimitError';
  }
}

/** Runs a parse, its markup over a limit reading as a PageLimitError. */
function withinPageLimits<T>(parse: () => T): T {
  try {
    return parse();
  } catch (error) {
    if (error instanceof HtmlLimitError) throw new PageLimitError(error.limit, error.detail);
    throw error;
  }
}

/**
 * Parses `html` with `handler`, stopping with a PageLimitError as soon as more elements are open at
 * once than `maxDepth` or more than `maxTags` have been opened (the parse is thrown away).
 */
export function parseWithinLimits(
  html: string,
  handler: Partial<Handler>,
  options: ParserOptions,
  limits: TMarkupLimits = MARKUP_LIMITS,
): void {
  withinPageLimits(() => parseHtmlWithinLimits(html, handler, options, limits));
}

/**
 * The readable text of an HTML fragment or page (libs/replies' reader, without mail's "> " quoting):
 * tags dropped, entities decoded, blocks on their own lines, runs of spaces folded.
 */
export function htmlToText(html: string, limits: TMarkupLimits = MARKUP_LIMITS): string {
  return withinPageLimits(() => readHtml(html, limits, { quotes: false }));
}

const LOOKS_LIKE_MARKUP = /<\/?[a-z][a-z0-9]*(\s[^<>]*)?\/?>/i;

/**
 * Plain text of a value a page declared as text, where sites often put HTML anyway, sometimes
 * entity-encoded a second time (`&lt;p&gt;…`): a second pass then removes the decoded tags. Each
 * pass is held to the markup limits (a PageLimitError past them).
 */
export function textOf(value: string, limits: TMarkupLimits = MARKUP_LIMITS): string {
  const once = htmlToText(value, limits);
  return LOOKS_LIKE_MARKUP.test(once) ? htmlToText(once, limits) : once;
}
