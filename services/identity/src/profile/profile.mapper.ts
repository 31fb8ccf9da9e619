import type { TProfile, TResumeTextState } from '@hirerelay/contracts';
import type { ProfileWithUser } from './profile.repository.js';

/**
 * The option columns are plain text in the database; only values the domain's option lists
 * accepted are ever written, so they are narrowed to those lists here (and the caller's contract
 * parse would catch anything else).
 */
export function toProfile(profile: ProfileWithUser): TProfile {
  const { user } = profile;
  return {
    userId: profile.userId,
    email: user.email,
    fullName: profile.fullName,
    firstName: profile.firstName,
    lastName: profile.lastName,
    phoneNumber: profile.phoneNumber,
    linkedinUrl: profile.linkedinUrl,
    portfolioUrl: profile.portfolioUrl,
    address: profile.address,
    workAuthorization: profile.workAuthorization as TProfile['workAuthorization'],
    languagesSpoken: profile.languagesSpoken,
    yearsExperience: profile.yearsExperience,
    militaryStatus: profile.militaryStatus as TProfile['militaryStatus'],
    disabilityStatus: profile.disabilityStatus as TProfile['disabilityStatus'],
    ethnicity: profile.ethnicity as TProfile['ethnicity'],
    gender: profile.gender as TProfile['gender'],
    resume:
      profile.resumeObjectKey &&
      profile.resumeFileName &&
      profile.resumeSize !== null &&
      profile.resumeUploadedAt
        ? {
            fileName: profile.resumeFileName,
            size: profile.resumeSize,
            uploadedAt: profile.resumeUploadedAt.toISOString(),
          }
        : null,
    // Only the state: the text itself stays in identity (and jobs, for fit).
    resumeText: {
      state: profile.resumeObjectKey ? ((profile.resumeTextState ?? 'pending') as TResumeTextState) : 'none',
    },
    smsConsent: user.smsConsent,
    onboardingCompleted: profile.onboardingCompleted,
    onboardingCompletedSteps: [...new Set(profile.onboardingCompletedSteps)].sort((a, b) => a - b),
    createdAt: profile.createdAt.toISOString(),
    updatedAt: profile.updatedAt.toISOString(),
  };
}
