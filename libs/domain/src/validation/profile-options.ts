import { z } from 'zod';
import { emptyToNull } from './fields.js';
import { MSG_INVALID_OPTION, MSG_WORK_AUTHORIZATION_REQUIRED } from './messages.js';

export const WORK_AUTHORIZATION_OPTIONS = [
  'US Citizen',
  'Green Card Holder',
  'H-1B Visa',
  'F-1 Visa / OPT',
  'TN Visa',
  'Not Eligible',
  'Other',
] as const;
export const ZWorkAuthorization = z.enum(WORK_AUTHORIZATION_OPTIONS, {
  error: MSG_WORK_AUTHORIZATION_REQUIRED,
});
export type TWorkAuthorization = z.infer<typeof ZWorkAuthorization>;

export const MILITARY_STATUS_OPTIONS = [
  'Not a protected veteran',
  'Protected veteran',
  'Decline to answer',
] as const;
export const ETHNICITY_OPTIONS = [
  'Hispanic/Latino',
  'American Indian or Alaskan Native',
  'Asian',
  'Black or African American',
  'White',
  'Native Hawaiian or Other Pacific Islander',
  'Two or More Races',
  'Decline To Self Identify',
] as const;
export const GENDER_OPTIONS = ['Male', 'Female', 'Decline To Self Identify'] as const;
// An input the old wizard lacked.
export const DISABILITY_STATUS_OPTIONS = ['Yes', 'No', 'Decline to answer'] as const;

// The voluntary step is entirely optional: an unselected input ('' in a form) is stored as null.
const optionalChoice = <const T extends readonly [string, ...string[]]>(options: T) =>
  z.preprocess(emptyToNull, z.enum(options, { error: MSG_INVALID_OPTION }).nullable());

export const ZMilitaryStatus = optionalChoice(MILITARY_STATUS_OPTIONS);
export type TMilitaryStatus = (typeof MILITARY_STATUS_OPTIONS)[number];
export const ZEthnicity = optionalChoice(ETHNICITY_OPTIONS);
export type TEthnicity = (typeof ETHNICITY_OPTIONS)[number];
export const ZGender = optionalChoice(GENDER_OPTIONS);
export type TGender = (typeof GENDER_OPTIONS)[number];
export const ZDisabilityStatus = optionalChoice(DISABILITY_STATUS_OPTIONS);
export type TDisabilityStatus = (typeof DISABILITY_STATUS_OPTIONS)[number];
