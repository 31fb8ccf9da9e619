import type { TProfile } from '../../profile/profileTypes';
import { findMissingProfileFields, type TOnboardingStep } from '@hirerelay/domain';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../app/paths';
import { errorMessage } from '../../../lib/api/errors';
import { suppressPageLoadingIndicator } from '../../dashboard/hooks/useSectionLoading';
import { AFTER_SAVE_SUPPRESS_SECONDS } from '../../dashboard/sectionVisits';
import type { TEditableStep } from '@hirerelay/domain';
import { reviewProfile } from '../forms/stepForms';
import { useCompleteOnboarding } from '../hooks/useCompleteOnboarding';
import { COMPLETE_FAILED } from '../onboardingMessages';

interface ReviewSection {
  step: TEditableStep;
  title: string;
  rows: [label: string, value: ReactNode][];
}

function sectionsOf(profile: TProfile): ReviewSection[] {
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

const stepLink = (step: TOnboardingStep) => ({ pathname: paths.onboarding, search: `?step=${String(step)}` });

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
      {missing.length > 0 ? (
        <section className="review-missing" aria-labelledby="review-missing-heading">
          <h3 id="review-missing-heading" className="review-missing__heading">
            Missing required fields
          </h3>
          <ul className="review-missing__list" role="list">
            {missing.map(({ field, label, step }) => (
              <li key={field}>
                <span>{label}</span>
                <Link to={stepLink(step)} aria-label={`Edit ${label}`}>
                  Edit
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : (
        <p className="review-ready">
          Everything we need is here. Check your answers, then complete your profile.
        </p>
      )}

      {sectionsOf(profile).map(({ step, title, rows }) => (
        <section key={step} className="review-section" aria-labelledby={`review-${String(step)}`}>
          <div className="review-section__head">
            <h3 id={`review-${String(step)}`}>{title}</h3>
            <Link to={stepLink(step)} aria-label={`Edit ${title}`}>
              Edit
            </Link>
          </div>
          <dl className="review-section__list">
            {rows.map(([label, value]) => (
              <div key={label} className="review-section__row">
                <dt>{label}</dt>
                <dd>{value ? value : <span className="review-section__empty">Not provided</span>}</dd>
              </div>
            ))}
          </dl>
        </section>
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
