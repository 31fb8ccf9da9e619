import type { TProfile } from '../../profile/profileTypes';
import { findMissingProfileFields } from '@hirerelay/domain';
import { useNavigate } from 'react-router';
import { paths } from '../../../app/paths';
import { errorMessage } from '../../../lib/api/errors';
import { suppressPageLoadingIndicator } from '../../dashboard/hooks/useSectionLoading';
import { AFTER_SAVE_SUPPRESS_SECONDS } from '../../dashboard/sectionVisits';
import { reviewProfile } from '../forms/stepForms';
import { useCompleteOnboarding } from '../hooks/useCompleteOnboarding';
import { COMPLETE_FAILED } from '../onboardingMessages';
import { reviewSectionsOf } from '../reviewSections';
import { ReviewMissingFields, ReviewSectionBlock } from './ReviewParts';

export function ReviewStep({ profile, onBack }: { profile: TProfile; onBack: () => void }) {
  const complete = useCompleteOnboarding();
  const navigate = useNavigate();
  const missing = findMissingProfileFields(reviewProfile(profile));

  function finish() {
    complete.mutate(undefined, {
      onSuccess: () => {
        // Saved: straight into the dashboard, without its first-visit indicator flashing.
        suppressPageLoadingIndicator(AFTER_SAVE_SUPPRESS_SECONDS);
        void navigate(paths.dashboard, { replace: true });
      },
      onError: (error) => {
        console.error(COMPLETE_FAILED, error);
      },
    });
  }

  return (
    <div className="review">
      <ReviewMissingFields missing={missing} />

      {reviewSectionsOf(profile).map((section) => (
        <ReviewSectionBlock key={section.step} section={section} />
      ))}

      <div className="wizard-actions">
        {complete.isError ? (
          <p className="wizard-actions__error" role="alert">
            {errorMessage(complete.error, COMPLETE_FAILED)}
          </p>
        ) : null}
        {missing.length > 0 ? (
          <p className="wizard-actions__note">Fill in the missing fields above to complete your profile.</p>
        ) : null}
        <div className="wizard-actions__buttons">
          <button className="button button--secondary" type="button" onClick={onBack}>
            Back
          </button>
          <button
            className="button button--primary"
            type="button"
            onClick={finish}
            disabled={missing.length > 0 || complete.isPending}
          >
            {complete.isPending ? 'Completing…' : 'Complete Profile'}
          </button>
        </div>
      </div>
    </div>
  );
}
