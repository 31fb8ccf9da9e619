import type { TOnboardingStep } from './onboarding.js';

/** The profile values the Review step inspects, as the profile API returns them. */
export interface TReviewProfile {
  fullName?: string | null;
  email?: string | null;
  phoneNumber?: string | null;
  resumeUrl?: string | null;
  yearsExperience?: number | null;
  workAuthorization?: string | null;
  languagesSpoken?: readonly string[] | null;
}

export type TReviewField = keyof TReviewProfile;

export interface TMissingProfileField {
  field: TReviewField;
  label: string;
  step: TOnboardingStep;
}

// Listed in the order the Review step shows them; step is where its Edit link leads.
export const REVIEW_REQUIRED_FIELDS: readonly TMissingProfileField[] = [
  { field: 'fullName', label: 'Full Name', step: 1 },
  { field: 'email', label: 'Email', step: 1 },
  { field: 'phoneNumber', label: 'Phone Number', step: 1 },
  { field: 'resumeUrl', label: 'Resume', step: 2 },
  { field: 'yearsExperience', label: 'Years of Experience', step: 3 },
  { field: 'workAuthorization', label: 'Work Authorization', step: 4 },
  { field: 'languagesSpoken', label: 'Languages Spoken', step: 4 },
];

// 0 years is a real answer, so numbers are checked for presence, not truthiness.
function isPresent(value: TReviewProfile[TReviewField]): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value === 'number') return Number.isFinite(value);
  if (typeof value === 'string') return value.trim().length > 0;
  return value.some((item) => item.trim().length > 0);
}

/** The required fields the profile still lacks, each with the step that owns it. */
export const findMissingProfileFields = (profile: TReviewProfile): TMissingProfileField[] =>
  REVIEW_REQUIRED_FIELDS.filter(({ field }) => !isPresent(profile[field]));

export const isProfileComplete = (profile: TReviewProfile): boolean =>
  findMissingProfileFields(profile).length === 0;
