import { lazy } from 'react';
import type { TProfile } from '../../profile/profileTypes';
import type { DetailRow } from '../../../components/Details';
import { SETTINGS_TEXTS } from '../settingsMessages';
import { ProfileSection } from './ProfileSection';

// The form, with the rules it checks, loads on Edit: the page's first load shows the answers.
const PersonalInformationForm = lazy(() =>
  import('../forms/PersonalInformationForm').then((m) => ({ default: m.PersonalInformationForm })),
);

export function PersonalInformation() {
  return (
    <ProfileSection
      title="Personal Information"
      rows={detailRowsOf}
      form={(profile, onSaved) => <PersonalInformationForm profile={profile} onSaved={onSaved} />}
      texts={SETTINGS_TEXTS.personalInformation}
    />
  );
}

function detailRowsOf(profile: TProfile): DetailRow[] {
  return [
    ['Full name', profile.fullName],
    ['Email', profile.email],
    ['Phone number', profile.phoneNumber],
    ['LinkedIn URL', profile.linkedinUrl],
    ['Portfolio URL', profile.portfolioUrl],
  ];
}
