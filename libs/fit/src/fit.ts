import { extractRequirements, MAX_DESCRIPTION_CHARS } from './extract.js';
import { matchRequirement, readResume } from './match.js';
import { bandFor, scoreMatches } from './score.js';
import { plainText, tokenize } from './text.js';
import type { FitResult, Requirement } from './types.js';
import { findTerms } from './vocabulary/index.js';

export interface FitInput {
  description: string;
  resumeText: string;
  /** Today, for "2018 – present"; defaults to now. */
  now?: Date;
}

/** Share of the posting's vocabulary terms (anywhere in it) that the resume names anywhere. */
function keywordOverlap(description: string, resumeTerms: Set<string>): number {
  const terms = new Set(findTerms(tokenize(description)).map((hit) => hit.term.name));
  if (terms.size === 0) return 0;
  let shared = 0;
  for (const term of terms) if (resumeTerms.has(term)) shared += 1;
  return shared / terms.size;
}

/** The fit of a resume to a job: its band and score, each requirement with evidence or as missing. */
export function analyzeFit(input: FitInput, requirements?: Requirement[]): FitResult {
  const description = plainText(input?.description).slice(0, MAX_DESCRIPTION_CHARS);
  const asked = requirements ?? extractRequirements(description);
  const facts = readResume(input?.resumeText, input?.now ?? new Date());
  const matches = asked.map((requirement) => matchRequirement(requirement, facts));
  const { score, requiredShare } = scoreMatches(matches, keywordOverlap(description, facts.terms));
  return {
    band: bandFor(score, requiredShare),
    score,
    requirements: matches,
    missing: matches.filter((match) => !match.matched),
    resumeYears: facts.years,
  };
}
