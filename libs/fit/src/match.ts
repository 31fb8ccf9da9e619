import { degreeSatisfies, DEGREE_NAMES, highestDegree } from './degrees.js';
import { plainText, stripBullet, tokenize } from './text.js';
import type { Requirement, RequirementMatch } from './types.js';
import { findTerms, IMPLIES, termFor } from './vocabulary/index.js';
import { dateSpans, spanYears, statedYears } from './years.js';

/** Resumes longer than this are read up to it (ten pages of text are about 30 KB). */
export const MAX_RESUME_CHARS = 30_000;
/** Credit for a skill or tool that only appears in a list of keywords, not in a line of work. */
export const LIST_ONLY_CREDIT = 0.4;

interface ResumeLine {
  text: string;
  /** A list of keywords ("Skills: React, Node, SQL") rather than a line about work done. */
  list: boolean;
  terms: Set<string>;
  words: Set<string>;
  stated?: number;
}

export interface ResumeFacts {
  lines: ResumeLine[];
  years: number;
  degree: ReturnType<typeof highestDegree>;
  /** Canonical names of every vocabulary term the resume names. */
  terms: Set<string>;
}

const CREDENTIAL_LABEL =
  /^(?:certifications?|certificates?|licen[sc]es?|credentials?)(?:\s+and\s+\w+)?\s*[:|-]/i;
const LIST_LABEL =
  /^(?:technical\s+)?(?:skills?|tools|technologies|tech stack|keywords|core competencies|competencies|expertise|proficiencies|software)\s*[:|-]/i;

/** Whether a line is a keyword list: a "Skills:" label, or many short comma- or bar-separated items. */
export function isKeywordList(line: string): boolean {
  if (LIST_LABEL.test(line)) return true;
  const items = line.split(/\s*[,|•;/]\s*/).filter(Boolean);
  if (items.length < 4) return false;
  const averageWords = items.reduce((sum, item) => sum + item.split(/\s+/).length, 0) / items.length;
  return averageWords <= 2.5;
}

function stem(word: string): string {
  return word.length > 5 ? word.slice(0, 5) : word;
}

/** What a resume shows: its lines with their terms, its years, its highest degree. */
export function readResume(resumeText: unknown, now: Date = new Date()): ResumeFacts {
  const text = plainText(resumeText).slice(0, MAX_RESUME_CHARS);
  const lines: ResumeLine[] = [];
  const terms = new Set<string>();
  let stated = 0;
  for (const raw of text.split('\n')) {
    const line = stripBullet(raw);
    if (!line) continue;
    const tokens = tokenize(line);
    const named = findTerms(tokens).map((hit) => hit.term.name);
    for (const term of named) terms.add(term);
    // A line showing PostgreSQL also shows SQL; a Black Belt also a Green Belt.
    const lineTerms = new Set(named.flatMap((term) => [term, ...(IMPLIES.get(term) ?? [])]));
    // "Certification: Special Education" shows the certification, not only the subject.
    if (CREDENTIAL_LABEL.test(line)) {
      for (const term of named) {
        for (const suffix of ['certification', 'license']) {
          const credential = termFor(`${term} ${suffix}`);
          if (credential) lineTerms.add(credential.name);
        }
      }
    }
    const entry: ResumeLine = {
      text: line,
      list: isKeywordList(line),
      terms: lineTerms,
      words: new Set(tokens.map((t) => stem(t.norm))),
    };
    const years = statedYears(line);
    if (years !== undefined) {
      entry.stated = years;
      stated = Math.max(stated, years);
    }
    lines.push(entry);
  }
  const fromDates = spanYears(dateSpans(text, now));
  return {
    lines,
    years: Math.max(fromDates, stated),
    degree: highestDegree(lines.map((l) => l.text)),
    terms,
  };
}

const FILLER = new Set([
  'and',
  'or',
  'of',
  'in',
  'with',
  'the',
  'a',
  'an',
  'for',
  'to',
  'experience',
  'years',
  'year',
]);

function contentWords(phrase: string): string[] {
  return tokenize(phrase)
    .map((t) => t.norm)
    .filter((w) => !FILLER.has(w) && !/^\d+$/.test(w))
    .map(stem);
}

/** The best line naming a term: a line about work first, a keyword list second. */
function termEvidence(facts: ResumeFacts, term: string): { line: ResumeLine; credit: number } | undefined {
  const lines = facts.lines.filter((line) => line.terms.has(term));
  const work = lines.find((line) => !line.list);
  if (work) return { line: work, credit: 1 };
  if (lines[0]) return { line: lines[0], credit: LIST_ONLY_CREDIT };
  return undefined;
}

function phraseEvidence(
  facts: ResumeFacts,
  phrase: string,
): { line: ResumeLine; credit: number } | undefined {
  const words = contentWords(phrase);
  if (words.length === 0) return undefined;
  let best: { line: ResumeLine; share: number } | undefined;
  for (const line of facts.lines) {
    const share = words.filter((w) => line.words.has(w)).length / words.length;
    if (
      share > 0 &&
      (!best || share > best.share || (share === best.share && best.line.list && !line.list))
    ) {
      best = { line, share };
    }
  }
  if (!best || best.share < 0.5) return undefined;
  const credit = (best.share === 1 ? 1 : 0.5) * (best.line.list ? LIST_ONLY_CREDIT : 1);
  return { line: best.line, credit };
}

function done(requirement: Requirement, credit: number, line?: ResumeLine, note?: string): RequirementMatch {
  const match: RequirementMatch = {
    ...requirement,
    matched: credit > 0,
    credit: Math.round(credit * 100) / 100,
  };
  if (credit > 0 && line) match.evidence = line.text;
  if (note) match.note = note;
  return match;
}

/** How a resume meets one requirement, with the line that shows it. */
export function matchRequirement(requirement: Requirement, facts: ResumeFacts): RequirementMatch {
  if (requirement.degree) {
    const held = facts.degree;
    if (!held) return done(requirement, 0, undefined, 'No degree found');
    if (degreeSatisfies(held.level, requirement.degree)) {
      return done(
        requirement,
        1,
        facts.lines.find((l) => l.text === held.line),
      );
    }
    return done(requirement, 0, undefined, `${DEGREE_NAMES[held.level]} found`);
  }

  const shown = requirement.term
    ? termEvidence(facts, requirement.term)
    : requirement.years
      ? phraseEvidence(facts, requirement.label.replace(/^\d+\+ years\s*/, ''))
      : phraseEvidence(facts, requirement.label);
  const listOk =
    requirement.category === 'certification' ||
    requirement.category === 'license' ||
    requirement.category === 'language';
  const credit = shown ? (listOk && shown.line.list ? 1 : shown.credit) : 0;
  const listNote = shown?.line.list && !listOk ? 'Only in a list of skills' : undefined;

  if (!requirement.years) {
    return done(requirement, credit, shown?.line, shown ? listNote : 'Not found');
  }

  // Years: what the line states ("6 years of Python"), else the resume's whole experience.
  const subjectWords = contentWords(requirement.label.replace(/^\d+\+ years\s*/, ''));
  const subjectFound = requirement.term ? Boolean(shown) : subjectWords.length === 0 || Boolean(shown);
  const held = shown?.line.stated ?? facts.years;
  const yearShare = Math.min(1, held / requirement.years);
  const subjectShare = requirement.term ? credit : subjectFound ? (shown ? Math.max(credit, 0.5) : 1) : 0.5;
  const total = yearShare * subjectShare;
  const evidence = shown?.line ?? facts.lines.find((l) => /\b(19|20)\d{2}\b/.test(l.text));
  const note =
    held < requirement.years
      ? `${Math.round(held * 10) / 10} of ${requirement.years} years`
      : !subjectFound || (requirement.term && !shown)
        ? 'Not found'
        : listNote;
  if (requirement.term && !shown) return done(requirement, 0, undefined, 'Not found');
  return done(requirement, total, evidence, note);
}
