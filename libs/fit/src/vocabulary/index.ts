import { normWord, phraseKey, type Token } from '../text.js';
import { IMPLIES_LINES, TERM_LINES } from './terms.js';

export type TermCategory = 'skill' | 'tool' | 'certification' | 'license' | 'degree' | 'language';

export interface Term {
  /** Canonical name, shown to people ("PostgreSQL" for "Postgres"). */
  name: string;
  category: TermCategory;
  field: string;
  aliases: string[];
}

export interface TermHit {
  term: Term;
  /** Index of the first and one past the last token of the hit. */
  from: number;
  to: number;
}

interface Entry {
  term: Term;
  /** The exact words, for case-sensitive aliases. */
  exact?: string[];
}

const CATEGORIES = new Set<TermCategory>(['skill', 'tool', 'certification', 'license', 'degree', 'language']);

function parseTerms(source: string): Term[] {
  const terms: Term[] = [];
  for (const line of source.split('\n')) {
    if (!line.trim()) continue;
    const [name, category, field, aliasList] = line.split('|').map((part) => part.trim());
    if (!name || !category || !CATEGORIES.has(category as TermCategory)) {
      throw new Error(`Bad vocabulary line: ${line}`);
    }
    const aliases = (aliasList ?? '')
      .split(';')
      .map((alias) => alias.trim())
      .filter(Boolean);
    terms.push({ name, category: category as TermCategory, field: field ?? 'general', aliases });
  }
  return terms;
}

export const TERMS: readonly Term[] = parseTerms(TERM_LINES);

/** Short all-capital aliases ("ED", "AP", "QA") are matched with their exact case. */
function isCaseSensitive(alias: string): boolean {
  return alias.startsWith('=') || (alias.length <= 3 && /^[A-Z]+$/.test(alias));
}

const LOOKUP = new Map<string, Entry[]>();
let maxWords = 1;
/** Every proper word-prefix of an alias key, so a scan stops as soon as no alias can match. */
const PREFIXES = new Set<string>();

function add(alias: string, term: Term): void {
  const exactAlias = isCaseSensitive(alias);
  const clean = alias.replace(/^=/, '');
  const key = phraseKey(clean);
  if (!key) return;
  const entries = LOOKUP.get(key) ?? [];
  // The first term to claim an alias keeps it; a case-sensitive alias may sit beside a loose one.
  if (entries.some((entry) => !entry.exact === !exactAlias)) return;
  const entry: Entry = { term };
  if (exactAlias) entry.exact = clean.split(/\s+/);
  entries.push(entry);
  LOOKUP.set(key, entries);
  const words = key.split(' ');
  maxWords = Math.max(maxWords, words.length);
  for (let n = 1; n < words.length; n++) PREFIXES.add(words.slice(0, n).join(' '));
}

for (const term of TERMS) {
  // A name also listed as a case-sensitive alias ("=Go") is only matched with its case.
  if (!term.aliases.includes(`=${term.name}`)) add(term.name.replace(/\s*\(.*\)$/, ''), term);
  const inParens = /\(([^)]+)\)$/.exec(term.name);
  if (inParens?.[1]) add(inParens[1], term);
  for (const alias of term.aliases) add(alias, term);
}

export const TERM_BY_NAME = new Map(TERMS.map((term) => [term.name.toLowerCase(), term]));

function entryFor(key: string, tokens: Token[], from: number): Entry | undefined {
  const entries = LOOKUP.get(key);
  if (!entries) return undefined;
  const exact = entries.find(
    (entry) =>
      entry.exact && entry.exact.every((word, i) => tokens[from + i]?.raw.replace(/[’']s$/, '') === word),
  );
  if (exact) return exact;
  return entries.find((entry) => !entry.exact);
}

/** Vocabulary terms in a token run, longest alias first, non-overlapping, in order. */
export function findTerms(tokens: Token[]): TermHit[] {
  const hits: TermHit[] = [];
  let i = 0;
  while (i < tokens.length) {
    let hit: TermHit | undefined;
    // Grow the phrase word by word while some alias starts with it; keep the longest match.
    let key = '';
    for (let n = 1; n <= maxWords && i + n <= tokens.length; n++) {
      const token = tokens[i + n - 1]!;
      if (n > 1 && token.breakBefore) break;
      const base = n === 1 ? '' : `${key} `;
      key = base + token.norm;
      let entry = entryFor(key, tokens, i);
      if (!entry && token.norm.length > 3 && token.norm.endsWith('s')) {
        entry = entryFor(base + token.norm.slice(0, -1), tokens, i);
      }
      if (entry) hit = { term: entry.term, from: i, to: i + n };
      if (!PREFIXES.has(key)) break;
    }
    if (hit) {
      hits.push(hit);
      i = hit.to;
    } else {
      i += 1;
    }
  }
  return hits;
}

/** The vocabulary term a short phrase names, if it names exactly one ("Postgres" gives PostgreSQL). */
export function termFor(phrase: string): Term | undefined {
  const key = phraseKey(phrase);
  return (
    LOOKUP.get(key)?.find((entry) => !entry.exact || entry.exact.join(' ') === phrase.trim())?.term ??
    LOOKUP.get(key)?.[0]?.term
  );
}

/** For each term, the terms a resume showing it also meets (transitively: Black Belt > Green Belt > Six Sigma). */
export const IMPLIES: ReadonlyMap<string, ReadonlySet<string>> = (() => {
  const direct = new Map<string, string[]>();
  for (const line of IMPLIES_LINES.split('\n')) {
    if (!line.trim()) continue;
    const [from, to] = line.split('>').map((part) => part.trim());
    if (!from || !to || !TERMS.some((t) => t.name === from) || !TERMS.some((t) => t.name === to)) {
      throw new Error(`Bad implication: ${line}`);
    }
    direct.set(from, [...(direct.get(from) ?? []), to]);
  }
  const closure = new Map<string, Set<string>>();
  for (const from of direct.keys()) {
    const seen = new Set<string>();
    const stack = [...(direct.get(from) ?? [])];
    while (stack.length > 0) {
      const next = stack.pop()!;
      if (seen.has(next) || next === from) continue;
      seen.add(next);
      stack.push(...(direct.get(next) ?? []));
    }
    closure.set(from, seen);
  }
  return closure;
})();

export { normWord };
