import type { TProfile } from '../../profile/profileTypes';
import {
  findMissingProfileFields,
  ONBOARDING_STEPS,
  REVIEW_STEP,
  type TEditableStep,
  type TOnboardingContactForm,
  type TOnboardingEligibilityForm,
  type TOnboardingEmploymentForm,
  type TOnboardingProfilePatch,
  type TOnboardingStep,
  type TOnboardingVoluntaryForm,
  type TReviewProfile,
} from '@hirerelay/domain';

/**
 * How each wizard step's form relates to the profile: the values its inputs start with, and the
 * PATCH body its (already validated) values become. Each step sends only its own fields.
 */

/** What the inputs of each step hold: text inputs and selects hold strings ('' when empty). */
export interface TContactValues {
  fullName: string;
  phoneNumber: string;
  email: string;
}
export interface TEmploymentValues {
  yearsExperience: string;
  portfolioUrl: string;
  linkedinUrl: string;
}
export interface TEligibilityValues {
  workAuthorization: string;
  languagesSpoken: string;
}
export interface TVoluntaryValues {
  militaryStatus: string;
  ethnicity: string;
  gender: string;
  disabilityStatus: string;
  confirmVoluntary: boolean;
  confirmAccurate: boolean;
}

/** The step named by the `?step=` value, or null when it names none. */
export function parseStep(raw: string | null): TOnboardingStep | null {
  if (raw === null || !/^\d$/.test(raw)) return null;
  return ONBOARDING_STEPS.find(({ step }) => step === Number(raw))?.step ?? null;
}

/**
 * The steps the side list ticks, from the data on the profile rather than from which steps were
 * saved with Next: steps 1–4 are done while their required fields (the ones Review checks) are
 * present, so a resume uploaded and left through the side list ticks step 2 and removing it
 * un-ticks it. Step 5's confirmations are not stored, so it counts once saved; Review likewise.
 */
export function completedSteps(profile: TProfile): TOnboardingStep[] {
  const missingIn = new Set(findMissingProfileFields(reviewProfile(profile)).map(({ step }) => step));
  return ONBOARDING_STEPS.map(({ step }) => step).filter((step) =>
    step < 5 ? !missingIn.has(step) : wasStepSaved(profile, step),
  );
}

/** Where the wizard opens: the first step not done, or Review once all five are. */
export function firstOpenStep(profile: TProfile): TOnboardingStep {
  const done = completedSteps(profile);
  const open = ONBOARDING_STEPS.find(({ step }) => step !== REVIEW_STEP && !done.includes(step));
  return open?.step ?? REVIEW_STEP;
}

function wasStepSaved(profile: Pick<TProfile, 'onboardingCompletedSteps'>, step: TOnboardingStep) {
  return profile.onboardingCompletedSteps.includes(step);
}

export const contactValues = (profile: TProfile): TContactValues => ({
  fullName: profile.fullName ?? '',
  phoneNumber: profile.phoneNumber ?? '',
  email: profile.email,
});

// The email is the account's and is shown read-only; it is never part of the patch.
export const contactPatch = ({ fullName, phoneNumber }: TOnboardingContactForm): TOnboardingProfilePatch => ({
  fullName,
  phoneNumber,
});

export const employmentValues = (profile: TProfile): TEmploymentValues => ({
  yearsExperience: profile.yearsExperience === null ? '' : String(profile.yearsExperience),
  portfolioUrl: profile.portfolioUrl ?? '',
  linkedinUrl: profile.linkedinUrl ?? '',
});

export const employmentPatch = ({
  yearsExperience,
  portfolioUrl,
  linkedinUrl,
}: TOnboardingEmploymentForm): TOnboardingProfilePatch => ({ yearsExperience, portfolioUrl, linkedinUrl });

export const eligibilityValues = (profile: TProfile): TEligibilityValues => ({
  workAuthorization: profile.workAuthorization ?? '',
  languagesSpoken: profile.languagesSpoken.join(', '),
});

export const eligibilityPatch = ({
  workAuthorization,
  languagesSpoken,
}: TOnboardingEligibilityForm): TOnboardingProfilePatch => ({ workAuthorization, languagesSpoken });

/** The voluntary step: its confirmations are not stored, only that the step was saved. */
export const VOLUNTARY_STEP = 5 satisfies TEditableStep;
export const VOLUNTARY_FIELDS = ['militaryStatus', 'ethnicity', 'gender', 'disabilityStatus'] as const;

// Someone who already confirmed (step 5 saved, in the wizard or Settings) does not have to tick the
// boxes again.
export const voluntaryValues = (profile: TProfile): TVoluntaryValues => ({
  militaryStatus: profile.militaryStatus ?? '',
  ethnicity: profile.ethnicity ?? '',
  gender: profile.gender ?? '',
  disabilityStatus: profile.disabilityStatus ?? '',
  confirmVoluntary: wasStepSaved(profile, VOLUNTARY_STEP),
  confirmAccurate: wasStepSaved(profile, VOLUNTARY_STEP),
});

export const voluntaryPatch = ({
  militaryStatus,
  ethnicity,
  gender,
  disabilityStatus,
}: TOnboardingVoluntaryForm): TOnboardingProfilePatch => ({
  militaryStatus,
  ethnicity,
  gender,
  disabilityStatus,
});

/** The profile as the Review check reads it: the resume counts when a file is on record. */
export const reviewProfile = (profile: TProfile): TReviewProfile => ({
  fullName: profile.fullName,
  email: profile.email,
  phoneNumber: profile.phoneNumber,
  resumeUrl: profile.resume?.fileName ?? null,
  yearsExperience: profile.yearsExperience,
  workAuthorization: profile.workAuthorization,
  languagesSpoken: profile.languagesSpoken,
});
