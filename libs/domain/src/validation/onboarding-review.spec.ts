import { describe, expect, it } from 'vitest';
import { findMissingProfileFields, isProfileComplete, type TReviewProfile } from './onboarding-review.js';

const complete: TReviewProfile = {
  fullName: 'Ada Lovelace',
  email: 'ada@example.com',
  phoneNumber: '555-010-0142',
  resumeUrl: '/api/documents/abc',
  yearsExperience: 4,
  workAuthorization: 'US Citizen',
  languagesSpoken: ['English'],
};

describe('review missing fields', () => {
  it('reports nothing for a complete profile', () => {
    expect(findMissingProfileFields(complete)).toEqual([]);
    expect(isProfileComplete(complete)).toBe(true);
  });

  it('allows 0 years of experience', () => {
    expect(findMissingProfileFields({ ...complete, yearsExperience: 0 })).toEqual([]);
  });

  it('lists every required field of an empty profile, in order, with the owning step', () => {
    expect(findMissingProfileFields({})).toEqual([
      { field: 'fullName', label: 'Full Name', step: 1 },
      { field: 'email', label: 'Email', step: 1 },
      { field: 'phoneNumber', label: 'Phone Number', step: 1 },
      { field: 'resumeUrl', label: 'Resume', step: 2 },
      { field: 'yearsExperience', label: 'Years of Experience', step: 3 },
      { field: 'workAuthorization', label: 'Work Authorization', step: 4 },
      { field: 'languagesSpoken', label: 'Languages Spoken', step: 4 },
    ]);
    expect(isProfileComplete({})).toBe(false);
  });

  it('treats null, blank text, an empty list and NaN as missing', () => {
    const missing = findMissingProfileFields({
      ...complete,
      fullName: '  ',
      resumeUrl: null,
      yearsExperience: Number.NaN,
      languagesSpoken: [' '],
    });
    expect(missing.map(({ label, step }) => [label, step])).toEqual([
      ['Full Name', 1],
      ['Resume', 2],
      ['Years of Experience', 3],
      ['Languages Spoken', 4],
    ]);
    expect(findMissingProfileFields({ ...complete, languagesSpoken: [] }).map(({ field }) => field)).toEqual([
      'languagesSpoken',
    ]);
  });
});
