import type { DegreeLevel } from './degrees.js';

export type RequirementKind = 'required' | 'preferred';
export type RequirementCategory =
  'skill' | 'tool' | 'certification' | 'license' | 'degree' | 'language' | 'experience' | 'other';

/** One qualification a posting asks for. Plain data: a service may store it as JSON. */
export interface Requirement {
  /** What is asked, named for people ("5+ years TypeScript", "PostgreSQL", "Bachelor's degree"). */
  label: string;
  /** The posting's sentence it came from. */
  text: string;
  kind: RequirementKind;
  category: RequirementCategory;
  /** The vocabulary term's canonical name, when it is one. */
  term?: string;
  /** Years of experience asked for. */
  years?: number;
  /** The lowest degree level that meets it. */
  degree?: DegreeLevel;
  /** Found outside the vocabulary, by noun-phrase extraction. */
  phrase?: boolean;
}

export interface RequirementMatch extends Requirement {
  matched: boolean;
  /** The resume line that shows it, when matched. */
  evidence?: string;
  /** 0..1: how fully the resume meets it (years partly met, or only named in a skills list). */
  credit: number;
  /** Why it is unmet or partly met, for people ("3 of 5 years", "only in a skills list"). */
  note?: string;
}

export const FIT_BANDS = ['Excellent', 'Strong', 'Good', 'Fair', 'Weak'] as const;
export type FitBand = (typeof FIT_BANDS)[number];

export interface FitResult {
  band: FitBand;
  /** 0..100. */
  score: number;
  requirements: RequirementMatch[];
  /** The required and preferred qualifications not found in the resume. */
  missing: RequirementMatch[];
  /** The resume's years of experience, from its dates or its own statement. */
  resumeYears: number;
}
