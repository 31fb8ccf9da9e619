/** Degrees, ordered: a higher degree satisfies a lower requirement. */

export const DEGREE_LEVELS = ['high school', 'associate', 'bachelor', 'master', 'doctorate'] as const;
export type DegreeLevel = (typeof DEGREE_LEVELS)[number];

export const DEGREE_NAMES: Record<DegreeLevel, string> = {
  'high school': 'High school diploma',
  associate: "Associate's degree",
  bachelor: "Bachelor's degree",
  master: "Master's degree",
  doctorate: 'Doctorate',
};

export function degreeRank(level: DegreeLevel): number {
  return DEGREE_LEVELS.indexOf(level);
}

/** Whether a held degree meets a required one (a Master's meets a Bachelor's requirement). */
export function degreeSatisfies(held: DegreeLevel, required: DegreeLevel): boolean {
  return degreeRank(held) >= degreeRank(required);
}

const PATTERNS: Array<[DegreeLevel, RegExp]> = [
  [
    'doctorate',
    /\b(?:ph\.?\s?d|doctorate|doctoral degree|doctor of \w+|ed\.?d|d\.?n\.?p|pharm\.?d|m\.?d\.)(?![a-z])/i,
  ],
  [
    'master',
    /\b(?:master(?:'|’)?s?(?= degree| of| in)|master(?:'|’)s\b|m\.?b\.?a|m\.?p\.?h|m\.?s\.?n|m\.ed|m\.?sc|m\.?eng|graduate degree|advanced degree)(?![a-z])|\bM\.S\.?(?![a-z])|\bM\.A\.(?![a-z])|\bMS(?= in\b| degree\b|,)|\bMA(?= in\b| degree\b)/i,
  ],
  [
    'bachelor',
    /\b(?:bachelor(?:'|’)?s?(?![a-z])|b\.?s\.?n|b\.?sc|b\.?b\.?a|b\.?com|b\.?eng|b\.ed|undergraduate degree|four-year degree|4-year degree|college degree|university degree)(?![a-z])|\bB\.S\.?(?![a-z])|\bB\.A\.?(?![a-z])|\bBS(?= in\b| degree\b|,|\s|$)|\bBA(?= in\b| degree\b|,|\s|$)/i,
  ],
  [
    'associate',
    /\b(?:associate(?:'|’)?s?(?= degree| of| in)|a\.?a\.?s|a\.a\.|a\.s\.(?= in)|two-year degree|2-year degree)(?![a-z])/i,
  ],
  ['high school', /\b(?:high school diploma|high school|ged|secondary school diploma)\b/i],
];

export interface DegreeMention {
  level: DegreeLevel;
  /** The words as written ("BSN", "Master's in Statistics"). */
  text: string;
  /** The field named after it ("Computer Science"), if any. */
  field?: string;
  index: number;
}

const FIELD = /^\s*(?:degree\s+)?(?:in|of)\s+([A-Z][\w&'’-]*(?:\s+(?:and\s+|&\s+)?[A-Z][\w&'’-]*){0,3})/;

/** Every degree level a sentence names, lowest first. Case matters for "BS"/"BA"/"MS". */
export function findDegrees(sentence: string): DegreeMention[] {
  const found: DegreeMention[] = [];
  for (const [level, pattern] of PATTERNS) {
    const match = pattern.exec(sentence);
    if (!match) continue;
    const text = match[0].trim();
    // The lower-case two-letter forms ("ba", "ms") are ordinary words; only capitals count.
    if (/^(bs|ba|ms|ma)$/i.test(text) && text !== text.toUpperCase()) continue;
    const after = sentence.slice(match.index + match[0].length);
    let field = FIELD.exec(after)?.[1];
    if (field && /^(Science|Arts)$/.test(field)) {
      field =
        /^\s*(?:degree\s+)?(?:in|of)\s+(?:Science|Arts)\s+(?:in|of)\s+([A-Z][\w&'’-]*(?:\s+[A-Z][\w&'’-]*){0,3})/.exec(
          after,
        )?.[1];
    }
    const mention: DegreeMention = { level, text, index: match.index };
    if (field) mention.field = field;
    found.push(mention);
  }
  return found.sort((a, b) => degreeRank(a.level) - degreeRank(b.level));
}

/** The highest degree a sentence names. */
export function findDegree(sentence: string): DegreeMention | undefined {
  return findDegrees(sentence).at(-1);
}

/** The highest degree anywhere in a resume, with the line that shows it. */
export function highestDegree(lines: string[]): { level: DegreeLevel; line: string } | undefined {
  let best: { level: DegreeLevel; line: string } | undefined;
  for (const line of lines) {
    const found = findDegree(line);
    if (found && (!best || degreeRank(found.level) > degreeRank(best.level)))
      best = { level: found.level, line };
  }
  return best;
}
