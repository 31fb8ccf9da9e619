import { Parser, type Handler, type ParserOptions } from 'htmlparser2';

/**
 * How much markup one parse may hold. htmlparser2 keeps its open elements in an array it shifts at
 * the front, so each element opened inside N others costs N: 300,000 nested `<div>`s (a 1.9 MB
 * page) took a core for two minutes. Real job pages nest a few dozen deep and hold a few thousand
 * elements; the tag limit also bounds the parse of a flat page (50,000 elements ~0.3 s here).
 */
export const MARKUP_LIMITS = { maxDepth: 512, maxTags: 50_000 } as const;

export type TMarkupLimits = { maxDepth: number; maxTags: number };

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
  let depth = 0;
  let tags = 0;
  const parser = new Parser(
    {
      ...handler,
      onopentagname(name) {
        // Void elements (`<br>`, `<meta>`) are closed at once: their close below evens the count.
        depth += 1;
        tags += 1;
        if (depth > limits.maxDepth)
          throw new PageLimitError('depth', `over ${limits.maxDepth} open elements`);
        if (tags > limits.maxTags) throw new PageLimitError('tags', `over ${limits.maxTags} elements`);
        handler.onopentagname?.(name);
      },
      onclosetag(name, isImplied) {
        depth = Math.max(0, depth - 1);
        handler.onclosetag?.(name, isImplied);
      },
    },
    options,
  );
  parser.write(html);
  parser.end();
}

// Elements that start a new line, and those that also leave a blank line around them.
const LINE_BREAKS = new Set(['br', 'dd', 'div', 'dt', 'li', 'tr']);
const PARAGRAPHS = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'dl',
  'footer',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'main',
  'ol',
  'p',
  'pre',
  'section',
  'table',
  'ul',
]);
// Their text is never shown on a page, so it is not part of the description either.
const HIDDEN = new Set(['script', 'style', 'noscript', 'template', 'head', 'svg', 'iframe', 'object']);

// Control characters other than tab and line feed cannot be stored or shown (libs/domain refuses
// them in multi-line text), and a page may carry any byte. The bidirectional controls go too:
// libs/domain refuses them in typed text, as they reorder a title on a staff screen.
const CONTROLS = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/**
 * The readable text of an HTML fragment or page: tags dropped, entities decoded, blocks on their
 * own lines, runs of spaces folded. Parsed by htmlparser2 (no regular expressions over markup),
 * and nothing is ever rendered, so markup in a job page cannot reach anyone's browser as HTML.
 */
export function htmlToText(html: string, limits: TMarkupLimits = MARKUP_LIMITS): string {
  const lines: string[] = [];
  let line = '';
  let blankPending = false;
  let hiddenDepth = 0;
  const breakLine = (): void => {
    const text = line.replace(/ {2,}/g, ' ').trim();
    line = '';
    if (text === '' || text === '•') return;
    if (blankPending && lines.length > 0) lines.push('');
    blankPending = false;
    lines.push(text);
  };
  const breakParagraph = (): void => {
    breakLine();
    blankPending = true;
  };
  parseWithinLimits(
    html,
    {
      onopentag(name) {
        if (HIDDEN.has(name)) hiddenDepth += 1;
        else if (PARAGRAPHS.has(name)) breakParagraph();
        else if (LINE_BREAKS.has(name)) {
          breakLine();
          if (name === 'li') line = '• ';
        }
      },
      ontext(text) {
        if (hiddenDepth === 0) line += text.replace(CONTROLS, ' ').replace(/\s+/g, ' ');
      },
      onclosetag(name) {
        if (HIDDEN.has(name)) hiddenDepth = Math.max(0, hiddenDepth - 1);
        else if (PARAGRAPHS.has(name)) breakParagraph();
        else if (LINE_BREAKS.has(name) && name !== 'br') breakLine();
      },
    },
    { decodeEntities: true, lowerCaseTags: true },
    limits,
  );
  breakLine();
  return lines.join('\n');
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
