import type { TProfile } from '../../profile/profileTypes';
import {
  ZAddress,
  ZOnboardingEligibilityForm,
  ZOnboardingEmploymentForm,
  type TOnboardingProfilePatch,
} from '@hirerelay/domain';
import type { z } from 'zod';
import {
  eligibilityValues,
  employmentValues,
  type TEligibilityValues,
} from '../../onboarding/forms/stepForms';

/**
 * Settings' application details: onboarding's years of experience (step 3) and
 * eligibility (step 4) with their rules and messages, and the profile's address.
 */
export const ZApplicationDetailsForm = ZOnboardingEmploymentForm.pick({ yearsExperience: true })
  .extend(ZOnboardingEligibilityForm.shape)
  .extend({ address: ZAddress });
export type TApplicationDetailsForm = z.infer<typeof ZApplicationDetailsForm>;

/** What the inputs hold: text ('' when empty), the languages as the comma-separated text. */
export interface TApplicationDetailsValues extends TEligibilityValues {
  yearsExperience: string;
  address: string;
}

export const APPLICATION_DETAILS_FIELDS = [
  'yearsExperience',
  'workAuthorization',
  'languagesSpoken',
  'address',
] as const satisfies readonly (keyof TApplicationDetailsValues)[];

export const applicationDetailsValues = (profile: TProfile): TApplicationDetailsValues => ({
  yearsExperience: employmentValues(profile).yearsExperience,
  ...eligibilityValues(profile),
  address: profile.address ?? '',
});

export const applicationDetailsPatch = ({
  yearsExperience,
  workAuthorization,
  languagesSpoken,
  address,
}: TApplicationDetailsForm): TOnboardingProfilePatch => ({
  yearsExperience,
  workAuthorization,
  languagesSpoken,
  address,
});
