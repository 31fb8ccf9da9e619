import { Parser } from 'htmlparser2';

/**
 * How much markup one HTML part may hold (as the jobs service's page reader): htmlparser2 keeps its
 * open elements in an array, so deep nesting costs quadratic time. Real mail nests a few dozen deep.
 */
export const HTML_LIMITS = { maxDepth: 256, maxTags: 20_000 } as const;

export type HtmlLimits = { maxDepth: number; maxTags: number };

/** An HTML part over a limit. */
export class HtmlLimitError extends Error {
  constructor(readonly limit: 'depth' | 'tags') {
    super(`HTML part over the ${limit} limit`);
    this.name = 'HtmlLimitError';
  }
}

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
// Control characters and bidirectional controls (they reorder text on a staff screen).
const CONTROLS = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/**
 * The readable text of an HTML mail part, parsed by htmlparser2 (no regular expressions over
 * markup): blocks on their own lines, entities decoded. Lines inside a `<blockquote>` (how mail
 * programs quote an earlier message) are prefixed with "> ", so quoted history reads as in
 * text/plain mail and is trimmed the same way. Throws an HtmlLimitError past the limits.
 */
export function htmlToText(html: string, limits: HtmlLimits = HTML_LIMITS): string {
  const lines: string[] = [];
  let line = '';
  let blankPending = false;
  let hiddenDepth = 0;
  let quoteDepth = 0;
  let depth = 0;
  let tags = 0;
  const breakLine = (): void => {
    const text = line.replace(/[ \t\u00a0]{2,}/g, ' ').trim();
    line = '';
    if (text === '') return;
    const prefix = quoteDepth > 0 ? '> '.repeat(quoteDepth) : '';
    if (blankPending && lines.length > 0) lines.push(prefix.trimEnd());
    blankPending = false;
    lines.push(prefix + text);
  };
  const breakParagraph = (): void => {
    breakLine();
    blankPending = true;
  };
  const parser = new Parser(
    {
      onopentagname() {
        depth += 1;
        tags += 1;
        if (depth > limits.maxDepth) throw new HtmlLimitError('depth');
        if (tags > limits.maxTags) throw new HtmlLimitError('tags');
      },
      onopentag(name) {
        if (HIDDEN.has(name)) hiddenDepth += 1;
        else if (PARAGRAPHS.has(name)) breakParagraph();
        else if (LINE_BREAKS.has(name)) {
          breakLine();
          if (name === 'li') line = '• ';
        }
        if (name === 'blockquote') quoteDepth += 1;
      },
      ontext(text) {
        if (hiddenDepth === 0) line += text.replace(CONTROLS, ' ').replace(/\s+/g, ' ');
      },
      onclosetag(name) {
        depth = Math.max(0, depth - 1);
        if (HIDDEN.has(name)) hiddenDepth = Math.max(0, hiddenDepth - 1);
        else if (PARAGRAPHS.has(name)) breakParagraph();
        else if (LINE_BREAKS.has(name) && name !== 'br') breakLine();
        if (name === 'blockquote') {
          breakLine();
          quoteDepth = Math.max(0, quoteDepth - 1);
        }
      },
    },
    { decodeEntities: true, lowerCaseTags: true },
  );
  parser.write(html);
  parser.end();
  breakLine();
  return lines.join('\n');
}
