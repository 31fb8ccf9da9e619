/** Years of experience: what a posting asks for, and what a resume states or shows by its dates. */

const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  fifteen: 15,
  twenty: 20,
};

const NUM =
  '(\\d{1,2}(?:\\.\\d)?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty)';

/**
 * "5+ years", "at least 3 years", "three years", "3-5 years", "minimum 2 yrs", "1+ year",
 * "five (5) years", "2 or more years". Group 1 is the (lower) number.
 */
const YEARS_ASKED = new RegExp(
  `(?:at least|minimum(?: of)?|min\\.?|over|more than)?\\s*\\b${NUM}(?:\\s*\\(\\d{1,2}\\))?\\s*(?:\\+|plus|or more)?\\s*(?:(?:-|–|to)\\s*\\d{1,2}\\s*)?\\+?\\s*(?:\\(?\\s*\\+\\s*\\)?\\s*)?(?:years?|yrs?)\\b(?:'|’)?`,
  'i',
);

export function parseNumber(word: string): number | undefined {
  const lower = word.toLowerCase();
  if (lower in NUMBER_WORDS) return NUMBER_WORDS[lower];
  const value = Number.parseFloat(lower);
  return Number.isFinite(value) ? value : undefined;
}

export interface YearsAsked {
  years: number;
  /** Where the phrase ends in the sentence, so its subject can be read after it. */
  index: number;
  end: number;
}

/** The years a sentence asks for, if it asks ("5+ years of Python" gives 5). */
export function parseYearsAsked(sentence: string): YearsAsked | undefined {
  const match = YEARS_ASKED.exec(sentence);
  if (!match?.[1]) return undefined;
  const years = parseNumber(match[1]);
  if (years === undefined || years <= 0 || years > 40) return undefined;
  // "within 6 months", "4 years ago", "a 2-year degree" are not experience asks.
  const after = sentence
    .slice(match.index + match[0].length, match.index + match[0].length + 12)
    .toLowerCase();
  if (/^\s*(ago|old)\b/.test(after) || /^-year\b/.test(sentence.slice(match.index + match[0].length - 5))) {
    return undefined;
  }
  return { years, index: match.index, end: match.index + match[0].length };
}

const MONTHS = 'jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec';
const MONTH_INDEX: Record<string, number> = {
  jan: 0,
  feb: 1,
  mar: 2,
  apr: 3,
  may: 4,
  jun: 5,
  jul: 6,
  aug: 7,
  sep: 8,
  sept: 8,
  oct: 9,
  nov: 10,
  dec: 11,
};
const DATE = `(?:(${MONTHS})[a-z]*\\.?\\s+|(\\d{1,2})\\/)?((?:19|20)\\d{2})`;
const RANGE = new RegExp(
  `${DATE}\\s*(?:-|–|—|to|until)\\s*(?:${DATE}|(present|current|now|today|date))`,
  'gi',
);

export interface Span {
  /** Months since year 0, start inclusive, end exclusive. */
  from: number;
  to: number;
}

function monthOf(
  monthName: string | undefined,
  monthNumber: string | undefined,
  year: string,
  end: boolean,
): number {
  const y = Number(year);
  if (monthName) return y * 12 + (MONTH_INDEX[monthName.toLowerCase().slice(0, 3)] ?? 0) + (end ? 1 : 0);
  if (monthNumber) return y * 12 + Math.min(Math.max(Number(monthNumber), 1), 12) - 1 + (end ? 1 : 0);
  // A bare year: from January, to December.
  return y * 12 + (end ? 12 : 0);
}

/** Date ranges in a text ("2018 – present", "Mar 2021 - Jun 2023", "06/2019 to 05/2022"). */
export function dateSpans(text: string, now: Date): Span[] {
  const spans: Span[] = [];
  const nowMonth = now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
  for (const m of text.matchAll(RANGE)) {
    const from = monthOf(m[1], m[2], m[3] ?? '', false);
    const to = m[7] ? nowMonth : monthOf(m[4], m[5], m[6] ?? '', true);
    // A bare "2016 - 2019" counts as three years, as people read it, not four.
    const bare = !m[1] && !m[2] && !m[4] && !m[5] && !m[7];
    const end = bare ? to - 12 : to;
    if (end > from && end <= nowMonth + 1) spans.push({ from, to: end });
  }
  return spans;
}

/** Total years the spans cover, overlaps counted once. */
export function spanYears(spans: Span[]): number {
  const sorted = [...spans].sort((a, b) => a.from - b.from);
  let months = 0;
  let current: Span | undefined;
  for (const span of sorted) {
    if (!current || span.from > current.to) {
      if (current) months += current.to - current.from;
      current = { ...span };
    } else {
      current.to = Math.max(current.to, span.to);
    }
  }
  if (current) months += current.to - current.from;
  return Math.round((months / 12) * 10) / 10;
}

/** Years a resume line states outright ("8 years of experience", "10+ yrs in sales"). */
export function statedYears(line: string): number | undefined {
  const asked = parseYearsAsked(line);
  if (!asked) return undefined;
  const tail = line.slice(asked.end, asked.end + 40).toLowerCase();
  return /^\s*(of|in|with|experience|as|'|’)/.test(tail) ? asked.years : undefined;
}
