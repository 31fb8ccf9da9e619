/**
 * Text normalisation for extracted resumes, so a line-based matcher can cite lines: one line per
 * line of the document, single spaces, no invisible characters, ligatures and bullets spelled out,
 * words hyphenated across a line end joined again.
 */

const LIGATURES: Record<string, string> = {
  '\uFB00': 'ff',
  '\uFB01': 'fi',
  '\uFB02': 'fl',
  '\uFB03': 'ffi',
  '\uFB04': 'ffl',
  '\uFB05': 'st',
  '\uFB06': 'st',
  '\u0132': 'IJ',
  '\u0133': 'ij',
  '\u0152': 'OE',
  '\u0153': 'oe',
};
const LIGATURE = new RegExp(`[${Object.keys(LIGATURES).join('')}]`, 'g');

/** Typographic quotes and hyphens to their ASCII forms (dashes between dates stay). */
const PUNCTUATION: Record<string, string> = {
  '\u2018': "'",
  '\u2019': "'",
  '\u201A': "'",
  '\u201B': "'",
  '\u2032': "'",
  '\u201C': '"',
  '\u201D': '"',
  '\u201E': '"',
  '\u201F': '"',
  '\u2033': '"',
  '\u2010': '-',
  '\u2011': '-',
  '\u2212': '-',
};
const TYPOGRAPHIC = new RegExp(`[${Object.keys(PUNCTUATION).join('')}]`, 'g');

/**
 * Bullet glyphs, including the private-use code points Word's Symbol and Wingdings fonts leave in
 * PDFs (U+F0B7, U+F0A7, U+F076, U+F0D8, U+F0FC).
 */
const BULLETS =
  '\u2022\u2023\u2043\u2219\u25AA\u25AB\u25A0\u25A1\u25CF\u25CB\u25E6\u25BA\u25B8\u25B6\u27A2\u27A4\u2713\u2714\u2756\u2666\u25C6\u00B7\u2027\u2981\u29BF\uF0B7\uF0A7\uF076\uF0D8\uF0FC\u25C9\u2B24\u2B29\u2B1D';
/** A bullet (or a lone `*`, `-`, `–`, `—` used as one) at the start of a line. */
const LEADING_BULLET = new RegExp(`^(?:[${BULLETS}]|[*\\-\\u2013\\u2014](?=\\s))\\s*`, 'gm');
/** Private-use bullets elsewhere in a line read as the ordinary bullet. */
const OTHER_BULLET = /[\uF0B7\uF0A7\uF076\uF0D8\uF0FC]/g;

/** Spaces of every width, and tabs, to a plain space. */
const SPACES = /[\t\v\u00A0\u1680\u2000-\u200A\u202F\u205F\u3000]+/g;
/** Characters that carry nothing readable: zero-width, byte-order mark, controls (not \n). */
const INVISIBLE = /[\u0000-\u0008\u000E-\u001F\u007F-\u009F\u200B-\u200D\u2060\uFEFF\uFFFD]/g;

/**
 * A word hyphenated across a line end (`experi-` / `ence`): a letter, a hyphen or soft hyphen
 * closing the line, and a lower-case letter opening the next. Joined as one word on the first line.
 * A soft hyphen anywhere else is dropped. Compounds whose second half starts with a capital
 * (`Senior-` / `Level`) are left as they are.
 */
const LINE_END_HYPHEN = /(\p{L})[-\u00AD] *\n *(\p{Ll}\S*)( |(?=\n)|$)/gu;
/** A bullet alone on its line (PDF text often puts the glyph apart from its item): joined to the next. */
const LONE_BULLET = new RegExp(`^([${BULLETS}])\\n(?=\\S)`, 'gm');

export function normalizeDocumentText(raw: string): string {
  const text = raw
    .replace(/\r\n?|[\f\u2028\u2029\u0085]/g, '\n')
    .replace(LIGATURE, (glyph) => LIGATURES[glyph] ?? glyph)
    .normalize('NFC')
    .replace(SPACES, ' ')
    .replace(INVISIBLE, '')
    .replace(TYPOGRAPHIC, (glyph) => PUNCTUATION[glyph] ?? glyph)
    .replace(/ +$/gm, '')
    .replace(/^ +/gm, '')
    .replace(LINE_END_HYPHEN, (_match, last: string, rest: string, gap: string) =>
      gap === ' ' ? `${last}${rest}\n` : `${last}${rest}`,
    )
    .replace(/\u00AD/g, '')
    .replace(LONE_BULLET, '$1 ')
    .replace(LEADING_BULLET, '- ')
    .replace(OTHER_BULLET, '\u2022')
    .replace(/ {2,}/g, ' ')
    .replace(/ +$/gm, '')
    .replace(/^-$/gm, '')
    .replace(/\n{3,}/g, '\n\n');
  return text.trim();
}

/**
 * The text cut to at most `maxChars` characters at a line end (or at `maxChars` when the first line
 * alone is longer).
 */
export function truncateAtLine(text: string, maxChars: number): { text: string; truncated: boolean } {
  if (text.length <= maxChars) return { text, truncated: false };
  const cut = text.lastIndexOf('\n', maxChars);
  const end = cut > 0 ? cut : maxChars;
  return { text: text.slice(0, end).trimEnd(), truncated: true };
}
