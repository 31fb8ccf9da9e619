export * from './types.js';
export { analyzeFit, type FitInput } from './fit.js';
export { extractRequirements, MAX_DESCRIPTION_CHARS } from './extract.js';
export { readResume, matchRequirement, isKeywordList, MAX_RESUME_CHARS, LIST_ONLY_CREDIT } from './match.js';
export {
  bandFor,
  scoreMatches,
  BAND_THRESHOLDS,
  REQUIRED_WEIGHT,
  PREFERRED_WEIGHT,
  KEYWORD_SHARE,
} from './score.js';
export { degreeSatisfies, findDegree, findDegrees, DEGREE_LEVELS, type DegreeLevel } from './degrees.js';
export { parseYearsAsked, dateSpans, spanYears, statedYears } from './years.js';
export { TERMS, findTerms, termFor, type Term, type TermCategory } from './vocabulary/index.js';
export { tokenize, phraseKey } from './text.js';
