import { z } from 'zod';
import {
  emptyToNull,
  hasInvalidCharacters,
  MAX_NAME_LENGTH,
  plainText,
  requiredText,
  ZEmail,
  ZOptionalHttpUrl,
} from './fields.js';
import { ZResumeFile } from './files.js';
import {
  MSG_FULL_NAME_REQUIRED,
  MSG_LANGUAGES_REQUIRED,
  MSG_PHONE_INVALID,
  MSG_PHONE_REQUIRED,
  MSG_VOLUNTARY_CONFIRMATIONS_REQUIRED,
  MSG_YEARS_EXPERIENCE_RANGE,
  MSG_YEARS_EXPERIENCE_REQUIRED,
  MSG_INVALID_CHARACTERS,
  msgTooLong,
  msgTooManyItems,
} from './messages.js';
import {
  ZDisabilityStatus,
  ZEthnicity,
  ZGender,
  ZMilitaryStatus,
  ZWorkAuthorization,
} from './profile-options.js';

export const ONBOARDING_STEPS = [
  { step: 1, title: 'Contact Information' },
  { step: 2, title: 'Resume' },
  { step: 3, title: 'Employment Information' },
  { step: 4, title: 'Eligibility' },
  { step: 5, title: 'Voluntary Self-Identification' },
  { step: 6, title: 'Review' },
] as const;
export type TOnboardingStep = (typeof ONBOARDING_STEPS)[number]['step'];

/** Review, the last step (a unit test holds that): it saves nothing; finishing it completes onboarding. */
export const REVIEW_STEP = ONBOARDING_STEPS[5].step;
/** The steps that save profile data: every step before Review. */
export type TEditableStep = Exclude<TOnboardingStep, typeof REVIEW_STEP>;
export const FIRST_ONBOARDING_STEP = ONBOARDING_STEPS[0].step;
export const LAST_EDITABLE_STEP = REVIEW_STEP - 1;
/** A step number, and a step that saves data, as requests and replies carry them. */
export const ZOnboardingStep = z.number().int().min(FIRST_ONBOARDING_STEP).max(REVIEW_STEP);
export const ZEditableStep = z.number().int().min(FIRST_ONBOARDING_STEP).max(LAST_EDITABLE_STEP);

export const YEARS_EXPERIENCE_MIN = 0;
export const YEARS_EXPERIENCE_MAX = 50;
const PHONE_MIN_DIGITS = 7;
const PHONE_MAX_DIGITS = 15; // E.164 maximum

export const ZFullName = requiredText(MSG_FULL_NAME_REQUIRED, MAX_NAME_LENGTH);

// Accepts the ways people write numbers ("+1 (555) 010-0142", "555.010.0142") and leaves
// normalisation to the SMS feature, which needs the country.
export const ZPhoneNumber = z
  .string({ error: MSG_PHONE_REQUIRED })
  .trim()
  .superRefine((value, ctx) => {
    if (value.length === 0) {
      ctx.addIssue({ code: 'custom', message: MSG_PHONE_REQUIRED });
      return;
    }
    const digits = value.replace(/\D/g, '').length;
    if (!/^\+?[\d\s().-]+$/.test(value) || digits < PHONE_MIN_DIGITS || digits > PHONE_MAX_DIGITS) {
      ctx.addIssue({ code: 'custom', message: MSG_PHONE_INVALID });
    }
  });

// Number inputs hand forms a string ('' when empty), and JSON clients a number; both are accepted.
// Anything that is not a plain decimal reads as missing rather than being coerced ("0x10", "1e1").
const toYears = (value: unknown): unknown => {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (text === '') return undefined;
  return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : undefined;
};

export const ZYearsExperience = z.preprocess(
  toYears,
  z.number({ error: MSG_YEARS_EXPERIENCE_REQUIRED }).superRefine((years, ctx) => {
    if (!Number.isInteger(years) || years < YEARS_EXPERIENCE_MIN || years > YEARS_EXPERIENCE_MAX) {
      ctx.addIssue({ code: 'custom', message: MSG_YEARS_EXPERIENCE_RANGE });
    }
  }),
);

/** Splits the comma-separated languages input into a trimmed list without empty items. */
export const parseLanguagesSpoken = (text: string): string[] =>
  text
    .split(',')
    .map((language) => language.trim())
    .filter((language) => language.length > 0);

// Forms send the typed text; the profile API sends the list. Both end as the same clean list.
const toLanguageList = (value: unknown): unknown => {
  if (typeof value === 'string') return parseLanguagesSpoken(value);
  if (Array.isArray(value) && value.every((item) => typeof item === 'string')) {
    return parseLanguagesSpoken(value.join(','));
  }
  return value;
};

// Bounds for what is stored: a language's name, and more than anyone speaks.
export const MAX_LANGUAGE_LENGTH = 100;
export const MAX_LANGUAGES = 50;

function languagesProblem(languages: string[]): string | null {
  if (languages.length > MAX_LANGUAGES) return msgTooManyItems(MAX_LANGUAGES);
  if (languages.some((language) => hasInvalidCharacters(language, 'single-line')))
    return MSG_INVALID_CHARACTERS;
  if (languages.some((language) => language.length > MAX_LANGUAGE_LENGTH))
    return msgTooLong(MAX_LANGUAGE_LENGTH);
  return null;
}

// One message for the whole list, so the form shows it under the field.
export const ZLanguagesSpoken = z.preprocess(
  toLanguageList,
  z
    .array(z.string(), { error: MSG_LANGUAGES_REQUIRED })
    .min(1, { error: MSG_LANGUAGES_REQUIRED })
    .superRefine((languages, ctx) => {
      const problem = languagesProblem(languages);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
);

// The profile has an address; onboarding does not ask for it, Settings does. Optional free
// text on one line: '' or only spaces clears it (null), like the optional links.
export const MAX_ADDRESS_LENGTH = 300;
export const ZAddress = z.preprocess(emptyToNull, plainText(MAX_ADDRESS_LENGTH).nullable());

// The email is shown read-only from the account; it is validated but never saved by this step.
export const ZOnboardingContactForm = z.object({
  fullName: ZFullName,
  phoneNumber: ZPhoneNumber,
  email: ZEmail,
});
export type TOnboardingContactForm = z.infer<typeof ZOnboardingContactForm>;

// A resume may already be on file when the user revisits this step; the Review step is what
// insists on one.
export const ZOnboardingResumeForm = z.object({
  resume: z.preprocess(emptyToNull, ZResumeFile.nullable()),
});
export type TOnboardingResumeForm = z.infer<typeof ZOnboardingResumeForm>;

export const ZOnboardingEmploymentForm = z.object({
  yearsExperience: ZYearsExperience,
  portfolioUrl: ZOptionalHttpUrl,
  linkedinUrl: ZOptionalHttpUrl,
});
export type TOnboardingEmploymentForm = z.infer<typeof ZOnboardingEmploymentForm>;
export type TOnboardingEmploymentFormInput = z.input<typeof ZOnboardingEmploymentForm>;

export const ZOnboardingEligibilityForm = z.object({
  workAuthorization: ZWorkAuthorization,
  languagesSpoken: ZLanguagesSpoken,
});
export type TOnboardingEligibilityForm = z.infer<typeof ZOnboardingEligibilityForm>;
export type TOnboardingEligibilityFormInput = z.input<typeof ZOnboardingEligibilityForm>;

const ZTicked = z.literal(true, { error: MSG_VOLUNTARY_CONFIRMATIONS_REQUIRED });

export const ZOnboardingVoluntaryForm = z.object({
  militaryStatus: ZMilitaryStatus,
  ethnicity: ZEthnicity,
  gender: ZGender,
  disabilityStatus: ZDisabilityStatus,
  confirmVoluntary: ZTicked,
  confirmAccurate: ZTicked,
});
export type TOnboardingVoluntaryForm = z.infer<typeof ZOnboardingVoluntaryForm>;
export type TOnboardingVoluntaryFormInput = z.input<typeof ZOnboardingVoluntaryForm>;

// What a step save (or a Settings form) sends to the profile service: the one schema of the
// profile's editable fields, so Settings changes them under the onboarding rules and messages.
// Each form sends only its own keys; an absent key
// leaves the stored value alone and null clears an optional one. Unknown keys are refused so a
// client cannot slip in onboardingCompleted, role, status or quota fields.
export const ZOnboardingProfilePatch = z.strictObject({
  fullName: ZFullName.optional(),
  phoneNumber: ZPhoneNumber.optional(),
  yearsExperience: ZYearsExperience.optional(),
  workAuthorization: ZWorkAuthorization.optional(),
  languagesSpoken: ZLanguagesSpoken.optional(),
  portfolioUrl: ZOptionalHttpUrl.optional(),
  linkedinUrl: ZOptionalHttpUrl.optional(),
  militaryStatus: ZMilitaryStatus.optional(),
  ethnicity: ZEthnicity.optional(),
  gender: ZGender.optional(),
  disabilityStatus: ZDisabilityStatus.optional(),
  address: ZAddress.optional(),
});
export type TOnboardingProfilePatch = z.infer<typeof ZOnboardingProfilePatch>;
