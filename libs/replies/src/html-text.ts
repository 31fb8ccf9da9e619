import { Parser, type Handler, type ParserOptions } from 'htmlparser2';

/**
 * How much markup one HTML part may hold (the jobs service's page reader passes its own,
 * MARKUP_LIMITS): htmlparser2 keeps its open elements in an array it shifts at the front, so each
 * element opened inside N others costs N (300,000 nested `<div>`s took a core for two minutes).
 * Real mail nests a few dozen deep.
 */
export const HTML_LIMITS = { maxDepth: 256, maxTags: 20_000 } as const;

export type HtmlLimits = { maxDepth: number; maxTags: number };

/** Markup over a limit (the parse is thrown away). */
export class HtmlLimitError extends Error {
  constructor(
    readonly limit: 'depth' | 'tags',
    readonly detail: string,
  ) {
    super(`HTML part over the ${limit} limit`);
    this.name = 'HtmlLimitError';
  }
}

/**
 * Parses `html` with `handler`, stopping with an HtmlLimitError as soon as more elements are open
 * at once than `maxDepth` or more than `maxTags` have been opened.
 */
export function parseWithinLimits(
  html: string,
  handler: Partial<Handler>,
  options: ParserOptions,
  limits: HtmlLimits = HTML_LIMITS,
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
          throw new HtmlLimitError('depth', `over ${limits.maxDepth} open elements`);
        if (tags > limits.maxTags) throw new HtmlLimitError('tags', `over ${limits.maxTags} elements`);
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
// Their text is never shown (a `<title>` outside `<head>` neither), so it is not read either.
const HIDDEN = new Set([
  'script',
  'style',
  'noscript',
  'template',
  'head',
  'svg',
  'iframe',
  'object',
  'title',
]);
// Control characters other than tab and line feed cannot be stored or shown (libs/domain refuses
// them in multi-line text), and the bidirectional controls reorder text on a staff screen.
const CONTROLS = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

export type HtmlTextOptions = {
  /** Lines inside a `<blockquote>` get "> " (mail's quoted history); off for job pages. */
  quotes?: boolean;
};

/**
 * The readable text of an HTML mail part or page, parsed by htmlparser2 (no regular expressions
 * over markup; nothing is ever rendered, so the markup cannot reach anyone's browser as HTML):
 * blocks on their own lines, entities decoded, runs of spaces folded. With `quotes` (the default),
 * lines inside a `<blockquote>` (how mail programs quote an earlier message) are prefixed with "> ",
 * so quoted history reads as in text/plain mail and is trimmed the same way. Throws an
 * HtmlLimitError past the limits.
 */
export function htmlToText(
  html: string,
  limits: HtmlLimits = HTML_LIMITS,
  { quotes = true }: HtmlTextOptions = {},
): string {
  const lines: string[] = [];
  let line = '';
  let blankPending = false;
  let hiddenDepth = 0;
  let quoteDepth = 0;
  const breakLine = (): void => {
    const text = line.replace(/[ \t\u00a0]{2,}/g, ' ').trim();
    line = '';
    if (text === '' || text === '•') return;
    const prefix = quoteDepth > 0 ? '> '.repeat(quoteDepth) : '';
    if (blankPending && lines.length > 0) lines.push(prefix.trimEnd());
    blankPending = false;
    lines.push(prefix + text);
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
        if (name === 'blockquote' && quotes) quoteDepth += 1;
      },
      ontext(text) {
        if (hiddenDepth === 0) line += text.replace(CONTROLS, ' ').replace(/\s+/g, ' ');
      },
      onclosetag(name) {
        if (HIDDEN.has(name)) hiddenDepth = Math.max(0, hiddenDepth - 1);
        else if (PARAGRAPHS.has(name)) breakParagraph();
        else if (LINE_BREAKS.has(name) && name !== 'br') breakLine();
        if (name === 'blockquote' && quotes) {
          breakLine();
          quoteDepth = Math.max(0, quoteDepth - 1);
        }
      },
    },
    { decodeEntities: true, lowerCaseTags: true },
    limits,
  );
  breakLine();
  return lines.join('\n');
}
