import { describe, expect, it } from 'vitest';
import { issuesByPath as issues } from './schema-issues.js';
import {
  FIRST_ONBOARDING_STEP,
  LAST_EDITABLE_STEP,
  MAX_ADDRESS_LENGTH,
  ONBOARDING_STEPS,
  REVIEW_STEP,
  parseLanguagesSpoken,
  ZLanguagesSpoken,
  ZOnboardingContactForm,
  ZOnboardingEligibilityForm,
  ZOnboardingEmploymentForm,
  ZOnboardingProfilePatch,
  ZOnboardingResumeForm,
  ZOnboardingVoluntaryForm,
  ZYearsExperience,
} from './onboarding.js';
import {
  DISABILITY_STATUS_OPTIONS,
  ETHNICITY_OPTIONS,
  GENDER_OPTIONS,
  MILITARY_STATUS_OPTIONS,
  WORK_AUTHORIZATION_OPTIONS,
} from './profile-options.js';

describe('onboarding steps', () => {
  it('lists the six steps in order', () => {
    expect(ONBOARDING_STEPS.map(({ title }) => title)).toEqual([
      'Contact Information',
      'Resume',
      'Employment Information',
      'Eligibility',
      'Voluntary Self-Identification',
      'Review',
    ]);
  });

  it('numbers them from 1, with Review last and every step before it saving data', () => {
    expect(ONBOARDING_STEPS.map(({ step }) => step)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(FIRST_ONBOARDING_STEP).toBe(1);
    expect(REVIEW_STEP).toBe(ONBOARDING_STEPS[ONBOARDING_STEPS.length - 1]?.step);
    expect(LAST_EDITABLE_STEP).toBe(5);
  });
});

describe('step 1: contact information', () => {
  const valid = { fullName: 'Ada Lovelace', phoneNumber: '+1 (555) 010-0142', email: 'ada@example.com' };

  it('accepts a valid step', () => {
    expect(ZOnboardingContactForm.parse({ ...valid, fullName: '  Ada Lovelace ' })).toEqual(valid);
  });

  it('requires full name, phone number and email', () => {
    expect(issues(ZOnboardingContactForm, { fullName: '', phoneNumber: ' ', email: '' })).toEqual({
      fullName: ['Full name is required'],
      phoneNumber: ['Phone number is required'],
      email: ['Email is required'],
    });
  });

  it('checks the email pattern', () => {
    expect(issues(ZOnboardingContactForm, { ...valid, email: 'ada' })).toEqual({
      email: ['Invalid email address'],
    });
  });

  it.each(['555-0142', '555.010.0142', '+44 20 7946 0958', '(555) 010 0142'])(
    'accepts the phone number %s',
    (phone) => {
      expect(issues(ZOnboardingContactForm, { ...valid, phoneNumber: phone })).toEqual({});
    },
  );

  it.each(['call me', '12345', '+1 555 010 0142 0000 99', '555-0142 ext. 9'])(
    'refuses the phone number %s',
    (phone) => {
      expect(issues(ZOnboardingContactForm, { ...valid, phoneNumber: phone })).toEqual({
        phoneNumber: ['Please enter a valid phone number'],
      });
    },
  );
});

describe('step 2: resume', () => {
  it('accepts a PDF under 5MB and keeps the File object', () => {
    const file = new File(['%PDF-1.7'], 'cv.pdf', { type: 'application/pdf' });
    expect(ZOnboardingResumeForm.parse({ resume: file }).resume).toBe(file);
  });

  it('refuses another file type', () => {
    const file = new File(['hello'], 'cv.txt', { type: 'text/plain' });
    expect(issues(ZOnboardingResumeForm, { resume: file })).toEqual({ resume: ['Please upload a PDF file'] });
  });

  it('lets the step pass without a new file, since one may be on file already', () => {
    expect(ZOnboardingResumeForm.parse({})).toEqual({ resume: null });
  });
});

describe('years of experience', () => {
  const messages = (value: unknown) => issues(ZYearsExperience, value)[''] ?? [];

  it.each([0, 50, '0', '50', ' 7 '])('accepts %j', (value) => {
    expect(messages(value)).toEqual([]);
  });

  it('turns form text into a number', () => {
    expect(ZYearsExperience.parse('12')).toBe(12);
    expect(ZYearsExperience.parse(0)).toBe(0);
  });

  it.each(['', '  ', undefined, null, 'abc', '0x10', '1e1', Number.NaN])('reads %j as missing', (value) => {
    expect(messages(value)).toEqual(['Years of experience is required']);
  });

  it.each([-1, 51, '51', '-1', 2.5])('refuses %j as out of range', (value) => {
    expect(messages(value)).toEqual(['Years of experience must be a whole number from 0 to 50']);
  });
});

describe('step 3: employment information', () => {
  it('accepts years alone, storing empty URLs as null', () => {
    expect(
      ZOnboardingEmploymentForm.parse({ yearsExperience: '3', portfolioUrl: '', linkedinUrl: '' }),
    ).toEqual({
      yearsExperience: 3,
      portfolioUrl: null,
      linkedinUrl: null,
    });
  });

  it('validates the optional URLs when filled', () => {
    expect(
      issues(ZOnboardingEmploymentForm, {
        yearsExperience: 3,
        portfolioUrl: 'my site',
        linkedinUrl: 'linkedin',
      }),
    ).toEqual({ portfolioUrl: ['Please enter a valid URL'], linkedinUrl: ['Please enter a valid URL'] });
    expect(
      ZOnboardingEmploymentForm.parse({
        yearsExperience: 3,
        portfolioUrl: 'https://ada.example.com',
        linkedinUrl: 'https://www.linkedin.com/in/ada',
      }),
    ).toMatchObject({ linkedinUrl: 'https://www.linkedin.com/in/ada' });
  });

  it('requires the years', () => {
    expect(issues(ZOnboardingEmploymentForm, { yearsExperience: '' })).toEqual({
      yearsExperience: ['Years of experience is required'],
    });
  });
});

describe('languages spoken', () => {
  it('splits comma-separated text into a trimmed list without empty items', () => {
    expect(parseLanguagesSpoken(' English , , Spanish ')).toEqual(['English', 'Spanish']);
    expect(ZLanguagesSpoken.parse(' English , , Spanish ')).toEqual(['English', 'Spanish']);
  });

  it('cleans a list sent by the API the same way', () => {
    expect(ZLanguagesSpoken.parse([' French', '', 'German '])).toEqual(['French', 'German']);
  });

  it.each(['', ' , , ', [], ['  '], undefined, 42])('requires at least one language (%j)', (value) => {
    expect(issues(ZLanguagesSpoken, value)).toEqual({ '': ['Languages spoken is required'] });
  });
});

describe('step 4: eligibility', () => {
  it('offers the seven work authorization values', () => {
    expect(WORK_AUTHORIZATION_OPTIONS).toEqual([
      'US Citizen',
      'Green Card Holder',
      'H-1B Visa',
      'F-1 Visa / OPT',
      'TN Visa',
      'Not Eligible',
      'Other',
    ]);
  });

  it.each(WORK_AUTHORIZATION_OPTIONS)('accepts %s', (workAuthorization) => {
    expect(issues(ZOnboardingEligibilityForm, { workAuthorization, languagesSpoken: 'English' })).toEqual({});
  });

  it('requires both fields', () => {
    expect(issues(ZOnboardingEligibilityForm, { workAuthorization: '', languagesSpoken: '' })).toEqual({
      workAuthorization: ['Work authorization status is required'],
      languagesSpoken: ['Languages spoken is required'],
    });
  });

  it('refuses a value outside the list', () => {
    expect(
      issues(ZOnboardingEligibilityForm, { workAuthorization: 'Martian', languagesSpoken: 'English' }),
    ).toEqual({
      workAuthorization: ['Work authorization status is required'],
    });
  });
});

describe('step 5: voluntary self-identification', () => {
  const ticked = { confirmVoluntary: true, confirmAccurate: true };

  it('lists the allowed values exactly as the product gives them', () => {
    expect(MILITARY_STATUS_OPTIONS).toEqual([
      'Not a protected veteran',
      'Protected veteran',
      'Decline to answer',
    ]);
    expect(ETHNICITY_OPTIONS).toEqual([
      'Hispanic/Latino',
      'American Indian or Alaskan Native',
      'Asian',
      'Black or African American',
      'White',
      'Native Hawaiian or Other Pacific Islander',
      'Two or More Races',
      'Decline To Self Identify',
    ]);
    expect(GENDER_OPTIONS).toEqual(['Male', 'Female', 'Decline To Self Identify']);
    expect(DISABILITY_STATUS_OPTIONS).toEqual(['Yes', 'No', 'Decline to answer']);
  });

  it('lets every answer be left blank', () => {
    expect(
      ZOnboardingVoluntaryForm.parse({
        militaryStatus: '',
        ethnicity: '',
        gender: '',
        disabilityStatus: '',
        ...ticked,
      }),
    ).toEqual({ militaryStatus: null, ethnicity: null, gender: null, disabilityStatus: null, ...ticked });
  });

  it('accepts listed values', () => {
    expect(
      issues(ZOnboardingVoluntaryForm, {
        militaryStatus: 'Protected veteran',
        ethnicity: 'Two or More Races',
        gender: 'Decline To Self Identify',
        disabilityStatus: 'No',
        ...ticked,
      }),
    ).toEqual({});
  });

  it('refuses values outside the lists', () => {
    expect(
      issues(ZOnboardingVoluntaryForm, {
        militaryStatus: 'Veteran',
        ethnicity: 'Other',
        gender: 'decline to self identify',
        disabilityStatus: 'Maybe',
        ...ticked,
      }),
    ).toEqual({
      militaryStatus: ['Please select a valid option'],
      ethnicity: ['Please select a valid option'],
      gender: ['Please select a valid option'],
      disabilityStatus: ['Please select a valid option'],
    });
  });

  it('needs both confirmations ticked', () => {
    expect(issues(ZOnboardingVoluntaryForm, { confirmVoluntary: true, confirmAccurate: false })).toEqual({
      confirmAccurate: ['Please tick both confirmations to continue'],
    });
  });
});

describe('onboarding profile patch', () => {
  it('accepts a single step with camelCase names and leaves other fields out', () => {
    expect(
      ZOnboardingProfilePatch.parse({ workAuthorization: 'TN Visa', languagesSpoken: 'English, French' }),
    ).toEqual({
      workAuthorization: 'TN Visa',
      languagesSpoken: ['English', 'French'],
    });
    expect(ZOnboardingProfilePatch.parse({})).toEqual({});
  });

  it('accepts every field', () => {
    const patch = {
      fullName: 'Ada Lovelace',
      phoneNumber: '555-010-0142',
      yearsExperience: 0,
      workAuthorization: 'US Citizen',
      languagesSpoken: ['English'],
      portfolioUrl: 'https://ada.example.com',
      linkedinUrl: 'https://linkedin.com/in/ada',
      militaryStatus: 'Decline to answer',
      ethnicity: 'Asian',
      gender: 'Female',
      disabilityStatus: 'Decline to answer',
    };
    expect(ZOnboardingProfilePatch.parse(patch)).toEqual(patch);
  });

  it('clears optional fields with null or an empty string', () => {
    expect(ZOnboardingProfilePatch.parse({ linkedinUrl: null, gender: '' })).toEqual({
      linkedinUrl: null,
      gender: null,
    });
  });

  it('does not let required fields be cleared', () => {
    expect(
      issues(ZOnboardingProfilePatch, { fullName: '', yearsExperience: null, languagesSpoken: [] }),
    ).toEqual({
      fullName: ['Full name is required'],
      yearsExperience: ['Years of experience is required'],
      languagesSpoken: ['Languages spoken is required'],
    });
  });

  it('takes the address Settings adds: trimmed, cleared by blank, one bounded line', () => {
    expect(ZOnboardingProfilePatch.parse({ address: '  12 Analytical Way, London  ' })).toEqual({
      address: '12 Analytical Way, London',
    });
    expect(ZOnboardingProfilePatch.parse({ address: '   ' })).toEqual({ address: null });
    expect(ZOnboardingProfilePatch.parse({ address: null })).toEqual({ address: null });
    expect(issues(ZOnboardingProfilePatch, { address: 'x'.repeat(MAX_ADDRESS_LENGTH + 1) })).toEqual({
      address: [`Must be ${MAX_ADDRESS_LENGTH} characters or fewer`],
    });
    expect(issues(ZOnboardingProfilePatch, { address: '12 Way\nLondon' })).toEqual({
      address: ['Please remove invalid characters'],
    });
  });

  it('refuses keys a client must not set', () => {
    for (const key of ['onboardingCompleted', 'role', 'status', 'full_name', 'email', 'resumeUrl']) {
      expect(ZOnboardingProfilePatch.safeParse({ [key]: 'x' }).success).toBe(false);
    }
  });
});

describe('profile text characters', () => {
  it('refuses NUL in the name and in a language, under the field', () => {
    expect(
      issues(ZOnboardingProfilePatch, { fullName: 'Ada\u0000', languagesSpoken: ['Eng\u0000lish'] }),
    ).toEqual({
      fullName: ['Please remove invalid characters'],
      languagesSpoken: ['Please remove invalid characters'],
    });
  });

  it('refuses a URL with a control character', () => {
    expect(issues(ZOnboardingProfilePatch, { linkedinUrl: 'https://linkedin.com/in/a\u0000' })).toEqual({
      linkedinUrl: ['Please enter a valid URL'],
    });
  });

  it('bounds the languages: how many and how long', () => {
    expect(
      issues(
        ZLanguagesSpoken,
        Array.from({ length: 51 }, (_, index) => `L${index}`),
      ),
    ).toEqual({
      '': ['Please enter at most 50 items'],
    });
    expect(issues(ZLanguagesSpoken, ['x'.repeat(101)])).toEqual({ '': ['Must be 100 characters or fewer'] });
    expect(ZLanguagesSpoken.parse(Array.from({ length: 50 }, () => 'x'.repeat(100)))).toHaveLength(50);
  });
});
