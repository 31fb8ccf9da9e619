import { ZProfile } from '@hirerelay/contracts';
import { describe, expect, it } from 'vitest';
import { profileWithUser } from '../../test/support/accounts.js';
import { toProfile } from './profile.mapper.js';

describe('toProfile', () => {
  it('maps every column to the camelCase reply with ISO dates', () => {
    const profile = toProfile(
      profileWithUser({
        fullName: 'Ada Lovelace',
        phoneNumber: '+1 555 010 0142',
        workAuthorization: 'US Citizen',
        languagesSpoken: ['English', 'French'],
        yearsExperience: 0,
        militaryStatus: 'Decline to answer',
        disabilityStatus: 'No',
        ethnicity: 'White',
        gender: 'Female',
        resumeObjectKey: '0b8f8a3e-5a7e-4a3b-9a55-3c1f6f0d7e21/resumes/a.pdf',
        resumeFileName: 'cv.pdf',
        resumeSize: 1234,
        resumeUploadedAt: new Date('2026-01-05T00:00:00.000Z'),
        onboardingCompletedSteps: [3, 1, 3],
      }),
    );
    expect(profile).toMatchObject({
      userId: '0b8f8a3e-5a7e-4a3b-9a55-3c1f6f0d7e21',
      email: 'ada@example.com',
      fullName: 'Ada Lovelace',
      yearsExperience: 0,
      languagesSpoken: ['English', 'French'],
      resume: { fileName: 'cv.pdf', size: 1234, uploadedAt: '2026-01-05T00:00:00.000Z' },
      smsConsent: true,
      onboardingCompletedSteps: [1, 3],
      createdAt: '2026-01-02T03:04:05.678Z',
    });
    expect(ZProfile.parse(profile)).toEqual(profile);
  });

  it('does not reveal where the resume is stored', () => {
    const profile = toProfile(
      profileWithUser({
        resumeObjectKey: 'secret/resumes/key.pdf',
        resumeFileName: 'cv.pdf',
        resumeSize: 1,
        resumeUploadedAt: new Date(),
      }),
    );
    expect(JSON.stringify(profile)).not.toContain('secret/resumes');
  });

  it('maps an empty profile, with no resume', () => {
    const profile = toProfile(profileWithUser());
    expect(profile.resume).toBeNull();
    expect(ZProfile.parse(profile)).toEqual(profile);
  });
});
