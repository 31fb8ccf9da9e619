import { Spinner } from '../../../components/Spinner';
import { useProfile } from '../../profile/hooks/useProfile';
import { Wizard } from './Wizard';
import '../onboarding.css';

export function OnboardingWizard() {
  const profile = useProfile();
  if (profile.data) return <Wizard profile={profile.data} />;
  if (profile.isError) {
    return (
      <div className="wizard-error" role="alert">
        <p>We could not load your profile. Please try again.</p>
        <button className="button button--secondary" type="button" onClick={() => void profile.refetch()}>
          Try again
        </button>
      </div>
    );
  }
  return <Spinner label="Loading your profile…" />;
}
