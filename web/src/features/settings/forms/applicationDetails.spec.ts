import {
  MAX_ADDRESS_LENGTH,
  MSG_LANGUAGES_REQUIRED,
  MSG_WORK_AUTHORIZATION_REQUIRED,
  MSG_YEARS_EXPERIENCE_RANGE,
  MSG_YEARS_EXPERIENCE_REQUIRED,
  msgTooLong,
  ZOnboardingProfilePatch,
} from '@hirerelay/domain';
import { describe, expect, it } from 'vitest';
import { profileWith } from '../../profile/testing/profileWith';
import {
  applicationDetailsPatch,
  applicationDetailsValues,
  ZApplicationDetailsForm,
} from './applicationDetails';

const messagesOf = (values: unknown) =>
  ZApplicationDetailsForm.safeParse(values).error?.issues.map(({ path, message }) => [
    path.join('.'),
    message,
  ]);

describe('application details form', () => {
  it('starts from the onboarding answers on file, 0 years included', () => {
    const profile = profileWith({
      yearsExperience: 0,
      workAuthorization: 'TN Visa',
      languagesSpoken: ['English', 'French'],
      address: '1 Navy Yard, Arlington, VA',
    });
    expect(applicationDetailsValues(profile)).toEqual({
      yearsExperience: '0',
      workAuthorization: 'TN Visa',
      languagesSpoken: 'English, French',
      address: '1 Navy Yard, Arlington, VA',
    });
    expect(applicationDetailsValues(profileWith())).toEqual({
      yearsExperience: '',
      workAuthorization: '',
      languagesSpoken: '',
      address: '',
    });
  });

  it('checks the fields with the onboarding rules and messages', () => {
    expect(
      messagesOf({ yearsExperience: '', workAuthorization: '', languagesSpoken: ' , ', address: '' }),
    ).toEqual([
      ['yearsExperience', MSG_YEARS_EXPERIENCE_REQUIRED],
      ['workAuthorization', MSG_WORK_AUTHORIZATION_REQUIRED],
      ['languagesSpoken', MSG_LANGUAGES_REQUIRED],
    ]);
    expect(
      messagesOf({
        yearsExperience: '51',
        workAuthorization: 'US Citizen',
        languagesSpoken: 'English',
        address: 'x'.repeat(MAX_ADDRESS_LENGTH + 1),
      }),
    ).toEqual([
      ['yearsExperience', MSG_YEARS_EXPERIENCE_RANGE],
      ['address', msgTooLong(MAX_ADDRESS_LENGTH)],
    ]);
  });

  it('sends the typed values as the profile API takes them, a blank address as null', () => {
    const form = ZApplicationDetailsForm.parse({
      yearsExperience: '12',
      workAuthorization: 'H-1B Visa',
      languagesSpoken: ' Spanish, ,English ',
      address: '  ',
    });
    const patch = applicationDetailsPatch(form);
    expect(patch).toEqual({
      yearsExperience: 12,
      workAuthorization: 'H-1B Visa',
      languagesSpoken: ['Spanish', 'English'],
      address: null,
    });
    expect(ZOnboardingProfilePatch.parse(patch)).toEqual(patch);
  });
});
