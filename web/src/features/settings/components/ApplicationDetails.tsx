import type { TProfile } from '@hirerelay/contracts';
import type { DetailRow } from '../../../components/Details';
import { ApplicationDetailsForm } from '../forms/ApplicationDetailsForm';
import { SETTINGS_TEXTS } from '../settingsMessages';
import { ProfileSection } from './ProfileSection';

/** The onboarding answers we apply with (issue 24), changeable after onboarding, and the address. */
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
