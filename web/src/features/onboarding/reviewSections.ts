import type { TEditableStep, TOnboardingStep } from '@hirerelay/domain';
import type { ReactNode } from 'react';
import { paths } from '../../app/paths';
import type { TProfile } from '../profile/profileTypes';

export interface ReviewSection {
  step: TEditableStep;
  title: string;
  rows: [label: string, value: ReactNode][];
}

/** The review's sections: each step's answers, in the wizard's order. */
export function reviewSectionsOf(profile: TProfile): ReviewSection[] {
  return [
    {
      step: 1,
      title: 'Contact Information',
      rows: [
        ['Full name', profile.fullName],
        ['Email', profile.email],
        ['Phone number', profile.phoneNumber],
      ],
    },
    { step: 2, title: 'Resume', rows: [['Resume', profile.resume?.fileName]] },
    {
      step: 3,
      title: 'Employment Information',
      rows: [
        ['Years of experience', profile.yearsExperience === null ? null : String(profile.yearsExperience)],
        ['Portfolio URL', profile.portfolioUrl],
        ['LinkedIn URL', profile.linkedinUrl],
      ],
    },
    {
      step: 4,
      title: 'Eligibility',
      rows: [
        ['Work authorization', profile.workAuthorization],
        ['Languages spoken', profile.languagesSpoken.join(', ')],
      ],
    },
    {
      step: 5,
      title: 'Voluntary Self-Identification',
      rows: [
        ['Military status', profile.militaryStatus],
        ['Ethnicity', profile.ethnicity],
        ['Gender', profile.gender],
        ['Disability status', profile.disabilityStatus],
      ],
    },
  ];
}

/** The wizard at one step (the review's Edit links). */
export const stepLink = (step: TOnboardingStep) => ({
  pathname: paths.onboarding,
  search: `?step=${String(step)}`,
});
