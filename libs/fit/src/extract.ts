import { findDegrees, DEGREE_NAMES } from './degrees.js';
import { nounPhrases } from './phrases.js';
import { headingKind, inlineHeading, QUALIFICATION_CUE, sentenceKind, type SectionKind } from './sections.js';
import { plainText, sentences, stripBullet, tokenize } from './text.js';
import type { Requirement, RequirementCategory, RequirementKind } from './types.js';
import { findTerms, type TermHit } from './vocabulary/index.js';
import { parseYearsAsked } from './years.js';

/** Postings longer than this are read up to it (a posting is a few KB, a long one 10 KB; the cap bounds the time). */
export const MAX_DESCRIPTION_CHARS = 30_000;
/** Noun-phrase extraction is the slow step: it runs on at most this many sentences. */
const MAX_PHRASE_SENTENCES = 8;

// Words that end a "years of ..." subject.
const SUBJECT_STOP =
  /[,;:.()]|\b(?:and|or|including|ideally|preferably|with a|in a|in an|where|who|that|which)\b/i;
const SUBJECT_FILLER =
  /\b(?:of|in|with|as an?|as|the|a|an|professional|relevant|related|progressive|hands-on|industry|work|working|proven|full-time|paid|post-graduate|experience|experienced)\b/gi;

function yearsSubject(rest: string): string {
  const cut = rest.split(SUBJECT_STOP)[0] ?? '';
  return cut.replace(SUBJECT_FILLER, ' ').replace(/\s+/g, ' ').trim();
}

function termCategory(hit: TermHit): RequirementCategory {
  return hit.term.category;
}

interface Draft extends Requirement {
  order: number;
}

/** The qualifications one sentence asks for. */
function sentenceRequirements(sentence: string, kind: RequirementKind, allowPhrases: boolean): Requirement[] {
  const found: Requirement[] = [];
  const tokens = tokenize(sentence);
  let hits = findTerms(tokens);

  const startOf = (hit: TermHit) => tokens[hit.from]?.start ?? 0;

  // A term in parentheses after another term gives examples or alternatives of it ("ERP
  // experience (SAP, Oracle or similar)", "Salesforce (or another CRM)"): not asks of their own.
  for (const aside of sentence.matchAll(/\(([^)]*)\)/g)) {
    const from = aside.index;
    const to = from + aside[0].length;
    if (hits.some((hit) => startOf(hit) < from)) {
      hits = hits.filter((hit) => startOf(hit) < from || startOf(hit) >= to);
    }
  }

  const degrees = findDegrees(sentence);
  if (degrees.length > 0) {
    const lowest = degrees[0]!;
    const label = DEGREE_NAMES[lowest.level] + (lowest.field ? ` in ${lowest.field}` : '');
    found.push({ label, text: sentence, kind, category: 'degree', degree: lowest.level });
    // Terms in the degree's own clause name its subjects ("Master's in Statistics or Biostatistics",
    // "in Computer Science, Statistics, or a related field"), not skills asked for.
    for (const degree of degrees) {
      const rest = sentence.slice(degree.index);
      const clauseEnd = degree.index + (/[;.]\s|\band\b|\bwith\b|\bplus\b/.exec(rest)?.index ?? rest.length);
      hits = hits.filter((hit) => startOf(hit) < degree.index || startOf(hit) >= clauseEnd);
    }
  }

  const years = parseYearsAsked(sentence);
  if (years) {
    const after = hits.find((hit) => (tokens[hit.from]?.start ?? 0) >= years.end);
    const rest = sentence.slice(years.end);
    const clause = rest.split(/[;.]|,\s*(?:and\s+)?(?:ideally|preferably|including)?/)[0] ?? rest;
    const inClause = after && (tokens[after.from]?.start ?? 0) - years.end <= clause.length;
    if (after && inClause && after.term.category !== 'certification' && after.term.category !== 'license') {
      found.push({
        label: `${years.years}+ years ${after.term.name}`,
        text: sentence,
        kind,
        category: 'experience',
        term: after.term.name,
        years: years.years,
      });
      hits = hits.filter((hit) => hit !== after);
    } else {
      const subject = yearsSubject(rest);
      found.push({
        label: `${years.years}+ years${subject ? ` ${subject}` : ' experience'}`,
        text: sentence,
        kind,
        category: 'experience',
        years: years.years,
      });
    }
  }

  for (const hit of hits) {
    found.push({
      label: hit.term.name,
      text: sentence,
      kind,
      category: termCategory(hit),
      term: hit.term.name,
    });
  }

  if (found.length === 0 && allowPhrases) {
    for (const phrase of nounPhrases(sentence)) {
      found.push({ label: phrase, text: sentence, kind, category: 'other', phrase: true });
    }
  }
  return found;
}

/**
 * The required and preferred qualifications of a posting's plain text. Headings set the kind of
 * what follows ("Requirements", "Nice to have"); a sentence's own cue ("is a plus") overrides it;
 * text under responsibilities, benefits or about-us headings asks for nothing.
 */
export function extractRequirements(description: unknown): Requirement[] {
  const text = plainText(description).slice(0, MAX_DESCRIPTION_CHARS);
  const drafts = new Map<string, Draft>();
  let section: SectionKind = 'none';
  let phraseBudget = MAX_PHRASE_SENTENCES;
  let order = 0;

  for (const rawLine of text.split('\n')) {
    let line = stripBullet(rawLine);
    if (!line) continue;
    const heading = headingKind(line);
    if (heading) {
      section = heading;
      continue;
    }
    let lineSection = section;
    const inline = inlineHeading(line);
    if (inline) {
      // "Minimum qualifications: 4+ years ..." sets the kind of its own line only: the paragraph
      // after it is prose of its own.
      lineSection = inline.kind;
      line = inline.rest;
    }
    for (const sentence of sentences(line)) {
      const kind = sentenceKind(sentence, lineSection);
      if (!kind) continue;
      // Noun phrases only from a short line or a sentence that reads like a qualification, not
      // from prose such as "You will work closely with product and operations".
      const allowPhrases =
        phraseBudget > 0 &&
        sentence.length <= 300 &&
        (sentence.split(/\s+/).length <= 12 || QUALIFICATION_CUE.test(sentence));
      if (allowPhrases) phraseBudget -= 1;
      for (const requirement of sentenceRequirements(sentence, kind, allowPhrases)) {
        const key = (requirement.term ?? requirement.label).toLowerCase() + (requirement.years ? ':y' : '');
        const existing = drafts.get(key);
        if (!existing) drafts.set(key, { ...requirement, order: order++ });
        else if (existing.kind === 'preferred' && requirement.kind === 'required') existing.kind = 'required';
      }
    }
  }

  // A term asked for with years ("5+ years TypeScript") also covers the bare term.
  const withYears = new Set([...drafts.values()].filter((d) => d.years && d.term).map((d) => d.term));
  return [...drafts.values()]
    .filter((d) => d.years || !d.term || !withYears.has(d.term))
    .sort((a, b) => a.order - b.order)
    .map(({ order: _order, ...requirement }) => requirement);
}
