import {
  findMissingProfileFields,
  ZOnboardingContactForm,
  ZOnboardingEligibilityForm,
  ZOnboardingEmploymentForm,
  ZOnboardingProfilePatch,
  ZOnboardingVoluntaryForm,
} from '@hirerelay/domain';
import { describe, expect, it } from 'vitest';
import {
  completedSteps,
  contactPatch,
  contactValues,
  eligibilityPatch,
  eligibilityValues,
  employmentPatch,
  employmentValues,
  firstOpenStep,
  parseStep,
  reviewProfile,
  voluntaryPatch,
  voluntaryValues,
} from './stepForms';
import { profileWith } from '../../profile/testing/profileWith';

const filled = profileWith({
  fullName: 'Ada Lovelace',
  phoneNumber: '+1 555 010 0142',
  yearsExperience: 0,
  portfolioUrl: 'https://ada.dev',
  linkedinUrl: null,
  workAuthorization: 'US Citizen',
  languagesSpoken: ['English', 'French'],
  militaryStatus: 'Decline to answer',
  disabilityStatus: 'No',
  resume: { fileName: 'ada.pdf', size: 1200, uploadedAt: '2026-01-05T10:00:00.000Z' },
  onboardingCompletedSteps: [1, 2, 3, 4, 5],
});

describe('parseStep', () => {
  it('reads the six steps and nothing else', () => {
    expect(parseStep('1')).toBe(1);
    expect(parseStep('6')).toBe(6);
    for (const raw of [null, '', '0', '7', '2.5', ' 3', 'two']) expect(parseStep(raw)).toBeNull();
  });
});

describe('completedSteps', () => {
  it('ticks nothing for a new profile', () => {
    expect(completedSteps(profileWith())).toEqual([]);
  });

  it('ticks the steps whose data is present, saved with Next or not', () => {
    const contactAndResume = profileWith({
      fullName: 'Ada Lovelace',
      phoneNumber: '+1 555 010 0142',
      resume: filled.resume,
    });
    expect(completedSteps(contactAndResume)).toEqual([1, 2]);
    expect(completedSteps({ ...filled, onboardingCompletedSteps: [] })).toEqual([1, 2, 3, 4]);
  });

  it('un-ticks a saved step whose data is gone, such as a removed resume', () => {
    expect(completedSteps({ ...filled, resume: null })).toEqual([1, 3, 4, 5]);
  });

  it('needs every required field of a step, and takes 0 years as an answer', () => {
    expect(completedSteps(profileWith({ fullName: 'Ada Lovelace' }))).toEqual([]);
    expect(completedSteps(profileWith({ fullName: '  ', phoneNumber: '+1 555 010 0142' }))).toEqual([]);
    expect(completedSteps(profileWith({ yearsExperience: 0 }))).toEqual([3]);
    expect(completedSteps(profileWith({ workAuthorization: 'US Citizen' }))).toEqual([]);
  });

  it('ticks the voluntary step and Review only once saved, as their confirmations are not stored', () => {
    const answered = profileWith({
      militaryStatus: 'Decline to answer',
      disabilityStatus: 'No',
      ethnicity: 'Decline To Self Identify',
      gender: 'Decline To Self Identify',
    });
    expect(completedSteps(answered)).toEqual([]);
    expect(completedSteps({ ...answered, onboardingCompletedSteps: [5, 6] })).toEqual([5, 6]);
  });
});

describe('firstOpenStep', () => {
  it('opens at the first step not done', () => {
    expect(firstOpenStep(profileWith())).toBe(1);
    expect(firstOpenStep({ ...filled, yearsExperience: null })).toBe(3);
    expect(firstOpenStep({ ...filled, resume: null })).toBe(2);
  });

  it('opens at Review once the five steps are done', () => {
    expect(firstOpenStep(filled)).toBe(6);
    expect(firstOpenStep({ ...filled, onboardingCompletedSteps: [1, 2, 3, 4] })).toBe(5);
  });
});

describe('step values and patches', () => {
  it('turns a saved profile into input values, with 0 years kept', () => {
    expect(contactValues(filled)).toEqual({
      fullName: 'Ada Lovelace',
      phoneNumber: '+1 555 010 0142',
      email: 'ada@example.com',
    });
    expect(employmentValues(filled)).toEqual({
      yearsExperience: '0',
      portfolioUrl: 'https://ada.dev',
      linkedinUrl: '',
    });
    expect(eligibilityValues(filled)).toEqual({
      workAuthorization: 'US Citizen',
      languagesSpoken: 'English, French',
    });
    expect(voluntaryValues(filled)).toMatchObject({ militaryStatus: 'Decline to answer', gender: '' });
  });

  it('starts an empty profile with empty inputs and unticked confirmations', () => {
    expect(employmentValues(profileWith()).yearsExperience).toBe('');
    expect(voluntaryValues(profileWith())).toMatchObject({ confirmVoluntary: false, confirmAccurate: false });
  });

  it('sends only the contact fields, never the read-only email', () => {
    const form = ZOnboardingContactForm.parse(contactValues(filled));
    expect(contactPatch(form)).toEqual({ fullName: 'Ada Lovelace', phoneNumber: '+1 555 010 0142' });
  });

  it('sends years as a number, cleared URLs as null and LinkedIn with the rest', () => {
    const form = ZOnboardingEmploymentForm.parse({
      yearsExperience: '12',
      portfolioUrl: '',
      linkedinUrl: 'https://www.linkedin.com/in/ada',
    });
    expect(employmentPatch(form)).toEqual({
      yearsExperience: 12,
      portfolioUrl: null,
      linkedinUrl: 'https://www.linkedin.com/in/ada',
    });
  });

  it('sends the typed languages as a clean list', () => {
    const form = ZOnboardingEligibilityForm.parse({
      workAuthorization: 'H-1B Visa',
      languagesSpoken: ' English ,, Spanish ,',
    });
    expect(eligibilityPatch(form)).toEqual({
      workAuthorization: 'H-1B Visa',
      languagesSpoken: ['English', 'Spanish'],
    });
  });

  it('sends the voluntary answers, unanswered ones as null, without the confirmations', () => {
    const form = ZOnboardingVoluntaryForm.parse({
      ...voluntaryValues(profileWith({ disabilityStatus: 'Yes' })),
      confirmVoluntary: true,
      confirmAccurate: true,
    });
    expect(voluntaryPatch(form)).toEqual({
      militaryStatus: null,
      ethnicity: null,
      gender: null,
      disabilityStatus: 'Yes',
    });
  });

  it('produces patches the profile API accepts', () => {
    const patches = [
      contactPatch(ZOnboardingContactForm.parse(contactValues(filled))),
      employmentPatch(ZOnboardingEmploymentForm.parse(employmentValues(filled))),
      eligibilityPatch(ZOnboardingEligibilityForm.parse(eligibilityValues(filled))),
      voluntaryPatch(ZOnboardingVoluntaryForm.parse(voluntaryValues(filled))),
    ];
    for (const patch of patches) expect(ZOnboardingProfilePatch.safeParse(patch).success).toBe(true);
  });
});

describe('reviewProfile', () => {
  it('counts a resume on file and nothing is missing from a filled profile', () => {
    expect(findMissingProfileFields(reviewProfile(filled))).toEqual([]);
  });

  it('names each missing required field with the step that owns it', () => {
    const missing = findMissingProfileFields(reviewProfile(profileWith({ fullName: 'Ada' })));
    expect(missing.map(({ label, step }) => [label, step])).toEqual([
      ['Phone Number', 1],
      ['Resume', 2],
      ['Years of Experience', 3],
      ['Work Authorization', 4],
      ['Languages Spoken', 4],
    ]);
  });
});
