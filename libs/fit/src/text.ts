/** Tokens, lines and normalising shared by extraction and matching. */

export interface Token {
  /** As written (case kept), for case-sensitive aliases. */
  raw: string;
  /** Lower case, curly quotes straightened, a possessive "'s" dropped. */
  norm: string;
  start: number;
  end: number;
  /** Punctuation (, ; : . ( ) |) stands between this token and the one before: no phrase spans it. */
  breakBefore: boolean;
}

// A word: letters and digits, inner dots ("Node.js", "U.S"), inner apostrophes, trailing + or #
// ("C++", "C#"). A leading dot is kept for ".NET". Slashes, ampersands and hyphens split words, so
// "CI/CD", "CI CD" and "CI-CD" tokenise alike.
const TOKEN = /\.?[\p{L}\p{N}](?:[\p{L}\p{N}'’]|\.(?=[\p{L}\p{N}]))*[+#]*/gu;

export function normWord(raw: string): string {
  return raw.toLowerCase().replace(/’/g, "'").replace(/'s$/, '').replace(/'$/, '');
}

export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let previousEnd = 0;
  for (const m of text.matchAll(TOKEN)) {
    const raw = m[0];
    const breakBefore = /[,;:.()|!?\n]/.test(text.slice(previousEnd, m.index));
    tokens.push({ raw, norm: normWord(raw), start: m.index, end: m.index + raw.length, breakBefore });
    previousEnd = m.index + raw.length;
  }
  return tokens;
}

/** A phrase's lookup key: its tokens' normal forms joined by one space. */
export function phraseKey(text: string): string {
  return tokenize(text)
    .map((t) => t.norm)
    .join(' ');
}

/** Bullet marks, numbering and table bars at the start of a line. */
const BULLET = /^\s*(?:[-*•·▪◦‣–—>]+|\d{1,2}[.)]|[a-z][.)](?=\s)|\|)\s*/u;

export function stripBullet(line: string): string {
  return line.replace(BULLET, '').trim();
}

export function isBullet(line: string): boolean {
  return BULLET.test(line) && !/^\s*\d{4}/.test(line);
}

/** Sentences of a line: split after . ! ? ; followed by a space and a capital or digit. */
export function sentences(line: string): string[] {
  return line
    .split(/(?<=[.!?;])\s+(?=[A-Z0-9"“(])|\s+\|\s+/u)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

/** Plain text, whatever the input: non-strings become '', carriage returns and tabs become breaks. */
export function plainText(value: unknown): string {
  if (typeof value !== 'string') return '';
  return value.replace(/\r\n?/g, '\n').replace(/\t/g, ' ');
}
