import type { FitResult } from '@hirerelay/fit';
import type { DraftFacts, DraftStrength } from './types.js';

/** How many matched requirements a draft names, strongest first. */
export const MAX_STRENGTHS = 4;
/** How many of the job's requirement sentences go with the facts. */
export const MAX_HIGHLIGHTS = 3;
/** How many unmet requirements the model sees as context. */
export const MAX_GAPS = 4;
/** Longest text of one fact sent anywhere (an evidence line, a highlight). */
export const MAX_FACT_CHARS = 240;

export interface DraftFactsInput {
  /** From identity: the profile's names and years, nothing else. */
  profile: { fullName: string | null; firstName: string | null; yearsOfExperience: number | null };
  job: { company: string | null; title: string | null };
  /** The fit of the job's resume to its description, when both are there. */
  fit: FitResult | null;
}

const clip = (text: string): string => {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length <= MAX_FACT_CHARS ? line : `${line.slice(0, MAX_FACT_CHARS - 1).trimEnd()}…`;
};
const present = (text: string | null | undefined): string | null => {
  const value = text?.replace(/\s+/g, ' ').trim();
  return value ? value : null;
};

/**
 * The facts a drafter may see for one job. Strengths: matched requirements, required before
 * preferred, fuller credit first, one per label. Years: the profile's answer, else the resume's
 * own (a resume with none says 0, which is not a fact worth writing).
 */
export function draftFacts({ profile, job, fit }: DraftFactsInput): DraftFacts {
  const matched = (fit?.requirements ?? [])
    .filter((requirement) => requirement.matched)
    .sort((a, b) => Number(b.kind === 'required') - Number(a.kind === 'required') || b.credit - a.credit);
  const seen = new Set<string>();
  const strengths: DraftStrength[] = [];
  for (const requirement of matched) {
    const key = requirement.label.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    strengths.push({
      label: clip(requirement.label),
      evidence: requirement.evidence ? clip(requirement.evidence) : null,
    });
    if (strengths.length === MAX_STRENGTHS) break;
  }
  const resumeYears = fit && fit.resumeYears >= 1 ? Math.floor(fit.resumeYears) : null;
  const years =
    profile.yearsOfExperience && profile.yearsOfExperience > 0 ? profile.yearsOfExperience : resumeYears;
  const fullName = present(profile.fullName);
  return {
    fullName,
    firstName: present(profile.firstName) ?? fullName?.split(' ')[0] ?? null,
    yearsOfExperience: years,
    company: present(job.company),
    title: present(job.title),
    strengths,
    gaps: (fit?.missing ?? []).slice(0, MAX_GAPS).map((requirement) => clip(requirement.label)),
    highlights: [
      ...new Set((fit?.requirements ?? []).filter((r) => r.kind === 'required').map((r) => clip(r.text))),
    ].slice(0, MAX_HIGHLIGHTS),
    band: fit && fit.requirements.length > 0 ? fit.band : null,
  };
}
