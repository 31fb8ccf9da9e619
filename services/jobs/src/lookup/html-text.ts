import { Parser } from 'htmlparser2';

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
// them in multi-line text), and a page may carry any byte.
const CONTROLS = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g;

/**
 * The readable text of an HTML fragment or page: tags dropped, entities decoded, blocks on their
 * own lines, runs of spaces folded. Parsed by htmlparser2 (no regular expressions over markup),
 * and nothing is ever rendered, so markup in a job page cannot reach anyone's browser as HTML.
 */
export function htmlToText(html: string): string {
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
  const parser = new Parser(
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
  );
  parser.write(html);
  parser.end();
  breakLine();
  return lines.join('\n');
}

const LOOKS_LIKE_MARKUP = /<\/?[a-z][a-z0-9]*(\s[^<>]*)?\/?>/i;

/**
 * Plain text of a value a page declared as text, where sites often put HTML anyway, sometimes
 * entity-encoded a second time (`&lt;p&gt;…`): a second pass then removes the decoded tags.
 */
export function textOf(value: string): string {
  const once = htmlToText(value);
  return LOOKS_LIKE_MARKUP.test(once) ? htmlToText(once) : once;
}
