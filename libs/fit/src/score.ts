import type { FitBand, RequirementMatch } from './types.js';

/** Weight of a required qualification against a preferred one. */
export const REQUIRED_WEIGHT = 3;
export const PREFERRED_WEIGHT = 1;
/** Share of the score from bare keyword overlap (vocabulary terms of the posting named anywhere). */
export const KEYWORD_SHARE = 0.1;

/**
 * Lowest score of each band, 0..100. A band also needs enough of the required qualifications:
 * Excellent and Strong need 80 % of the required weight met, Good needs 50 %; below that the band is
 * at most Fair, whatever the preferred qualifications and keywords add.
 */
export const BAND_THRESHOLDS: ReadonlyArray<{ band: FitBand; minScore: number; minRequired: number }> = [
  { band: 'Excellent', minScore: 90, minRequired: 0.8 },
  { band: 'Strong', minScore: 70, minRequired: 0.8 },
  { band: 'Good', minScore: 50, minRequired: 0.5 },
  { band: 'Fair', minScore: 20, minRequired: 0 },
  { band: 'Weak', minScore: 0, minRequired: 0 },
];

export function bandFor(score: number, requiredShare: number): FitBand {
  for (const threshold of BAND_THRESHOLDS) {
    if (score >= threshold.minScore && requiredShare >= threshold.minRequired) return threshold.band;
  }
  return 'Weak';
}

export interface Score {
  score: number;
  requiredShare: number;
}

/**
 * 90 % from the requirements (each weighted by kind, credited 0..1 by how fully the resume shows
 * it), 10 % from keyword overlap. With nothing extracted, the keywords alone decide.
 */
export function scoreMatches(matches: RequirementMatch[], keywordOverlap: number): Score {
  let weight = 0;
  let met = 0;
  let requiredWeight = 0;
  let requiredMet = 0;
  for (const match of matches) {
    const w = match.kind === 'required' ? REQUIRED_WEIGHT : PREFERRED_WEIGHT;
    weight += w;
    met += w * match.credit;
    if (match.kind === 'required') {
      requiredWeight += w;
      requiredMet += w * match.credit;
    }
  }
  const coverage = weight > 0 ? met / weight : keywordOverlap;
  const requiredShare = requiredWeight > 0 ? requiredMet / requiredWeight : coverage;
  const raw = (1 - KEYWORD_SHARE) * coverage + KEYWORD_SHARE * keywordOverlap;
  return { score: Math.round(raw * 1000) / 10, requiredShare };
}
