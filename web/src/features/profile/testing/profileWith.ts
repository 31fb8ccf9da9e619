import type { TProfile } from '../profileTypes';

/** A profile for unit tests: nothing filled in but the e-mail, with the given fields set. */
export function profileWith(overrides: Partial<TProfile> = {}): TProfile {
  return {
    userId: '7d3c1a52-2f0e-4d4b-9a51-0d6f2f1c9e11',
    email: 'ada@example.com',
    fullName: null,
    firstName: null,
    lastName: null,
    phoneNumber: null,
    linkedinUrl: null,
    portfolioUrl: null,
    address: null,
    workAuthorization: null,
    languagesSpoken: [],
    yearsExperience: null,
    militaryStatus: null,
    disabilityStatus: null,
    ethnicity: null,
    gender: null,
    resume: null,
    resumeText: { state: 'none' },
    smsConsent: false,
    onboardingCompleted: false,
    onboardingCompletedSteps: [],
    createdAt: '2026-01-05T10:00:00.000Z',
    updatedAt: '2026-01-05T10:00:00.000Z',
    ...overrides,
  };
}
