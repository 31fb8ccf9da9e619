import { PageMeta } from '../components/PageMeta';
import { OnboardingWizard } from '../features/onboarding/components/OnboardingWizard';

export function OnboardingPage() {
  return (
    <div className="container onboarding">
      <PageMeta title="Complete your profile" />
      <header className="onboarding__header">
        <h1 className="onboarding__title">Complete your profile</h1>
        <p className="onboarding__intro">
          Our team uses these details to fill in applications for you. You can move between steps at any time.
        </p>
      </header>
      <OnboardingWizard />
    </div>
  );
}
