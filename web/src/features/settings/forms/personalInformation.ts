import type { TProfile } from '../../profile/profileTypes';
import {
  ZOnboardingContactForm,
  ZOnboardingEmploymentForm,
  type TOnboardingProfilePatch,
} from '@hirerelay/domain';
import type { z } from 'zod';

/** The settings form: the contact and link fields of the onboarding steps, with their rules. */
export const ZPersonalInformationForm = ZOnboardingContactForm.pick({
  fullName: true,
  phoneNumber: true,
}).extend(ZOnboardingEmploymentForm.pick({ linkedinUrl: true, portfolioUrl: true }).shape);
export type TPersonalInformationForm = z.infer<typeof ZPersonalInformationForm>;

export interface TPersonalInformationValues {
  fullName: string;
  phoneNumber: string;
  linkedinUrl: string;
  portfolioUrl: string;
}

/** The form's fields, in order (their messages from the server show under them too). */
export const PERSONAL_INFORMATION_FIELDS = [
  'fullName',
  'phoneNumber',
  'linkedinUrl',
  'portfolioUrl',
] as const satisfies readonly (keyof TPersonalInformationValues)[];

export const personalInformationValues = (profile: TProfile): TPersonalInformationValues => ({
  fullName: profile.fullName ?? '',
  phoneNumber: profile.phoneNumber ?? '',
  linkedinUrl: profile.linkedinUrl ?? '',
  portfolioUrl: profile.portfolioUrl ?? '',
});

export const personalInformationPatch = (form: TPersonalInformationForm): TOnboardingProfilePatch => ({
  fullName: form.fullName,
  phoneNumber: form.phoneNumber,
  linkedinUrl: form.linkedinUrl,
  portfolioUrl: form.portfolioUrl,
});
