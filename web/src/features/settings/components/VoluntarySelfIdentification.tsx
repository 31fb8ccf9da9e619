import { lazy } from 'react';
import type { TProfile } from '../../profile/profileTypes';
import type { DetailRow } from '../../../components/Details';
import { VOLUNTARY_NOTE } from '../../onboarding/onboardingMessages';
import { SETTINGS_TEXTS } from '../settingsMessages';
import { ProfileSection } from './ProfileSection';
import '../settings.css';

// The form, with the rules it checks, loads on Edit: the page's first load shows the answers.
const VoluntaryAnswersForm = lazy(() =>
  import('../forms/VoluntaryAnswersForm').then((m) => ({ default: m.VoluntaryAnswersForm })),
);

/** The wizard's voluntary answers, changeable after onboarding. */
export function VoluntarySelfIdentification() {
  return (
    <ProfileSection
      title="Voluntary Self-Identification"
      note={<p className="settings-card__note">{VOLUNTARY_NOTE}</p>}
      rows={voluntaryRows}
      form={(profile, onSaved) => <VoluntaryAnswersForm profile={profile} onSaved={onSaved} />}
      texts={SETTINGS_TEXTS.voluntary}
    />
  );
}

function voluntaryRows(profile: TProfile): DetailRow[] {
  return [
    ['Military status', profile.militaryStatus],
    ['Ethnicity', profile.ethnicity],
    ['Gender', profile.gender],
    ['Disability status', profile.disabilityStatus],
  ];
}
