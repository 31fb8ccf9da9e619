import { lazy } from 'react';
import type { TProfile } from '../../profile/profileTypes';
import type { DetailRow } from '../../../components/Details';
import { SETTINGS_TEXTS } from '../settingsMessages';
import { ProfileSection } from './ProfileSection';

// The form, with the rules it checks, loads on Edit: the page's first load shows the answers.
const ApplicationDetailsForm = lazy(() =>
  import('../forms/ApplicationDetailsForm').then((m) => ({ default: m.ApplicationDetailsForm })),
);

/** The onboarding answers we apply with, changeable after onboarding, and the address. */
export function ApplicationDetails() {
  return (
    <ProfileSection
      title="Application Details"
      rows={applicationDetailRows}
      form={(profile, onSaved) => <ApplicationDetailsForm profile={profile} onSaved={onSaved} />}
      texts={SETTINGS_TEXTS.applicationDetails}
    />
  );
}

export function applicationDetailRows(profile: TProfile): DetailRow[] {
  return [
    // 0 years is an answer, not a missing one.
    ['Years of experience', profile.yearsExperience === null ? null : String(profile.yearsExperience)],
    ['Work authorization', profile.workAuthorization],
    ['Languages spoken', profile.languagesSpoken.join(', ')],
    ['Address', profile.address],
  ];
}
