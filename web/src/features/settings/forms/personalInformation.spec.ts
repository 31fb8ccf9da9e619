import { ZOnboardingProfilePatch } from '@hirerelay/domain';
import { describe, expect, it } from 'vitest';
import { personalInformationPatch, ZPersonalInformationForm } from './personalInformation';

const messagesOf = (values: unknown) =>
  ZPersonalInformationForm.safeParse(values).error?.issues.map(({ path, message }) => [
    path.join('.'),
    message,
  ]);

describe('personal information form', () => {
  it('requires a name and a phone number and checks the links', () => {
    expect(
      messagesOf({ fullName: ' ', phoneNumber: '', linkedinUrl: 'not a url', portfolioUrl: '' }),
    ).toEqual([
      ['fullName', 'Full name is required'],
      ['phoneNumber', 'Phone number is required'],
      ['linkedinUrl', 'Please enter a valid URL'],
    ]);
  });

  it('sends cleared links as null, in a patch the profile API accepts', () => {
    const form = ZPersonalInformationForm.parse({
      fullName: ' Ada Lovelace ',
      phoneNumber: '+1 555 010 0142',
      linkedinUrl: 'https://www.linkedin.com/in/ada',
      portfolioUrl: '',
    });
    const patch = personalInformationPatch(form);
    expect(patch).toEqual({
      fullName: 'Ada Lovelace',
      phoneNumber: '+1 555 010 0142',
      linkedinUrl: 'https://www.linkedin.com/in/ada',
      portfolioUrl: null,
    });
    expect(ZOnboardingProfilePatch.safeParse(patch).success).toBe(true);
  });
});
