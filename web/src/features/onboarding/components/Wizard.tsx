import type { TProfile } from '../../profile/profileTypes';
import { ONBOARDING_STEPS, REVIEW_STEP, type TEditableStep, type TOnboardingStep } from '@hirerelay/domain';
import type { ComponentType } from 'react';
import { completedSteps } from '../forms/stepForms';
import { useWizardSteps } from '../hooks/useWizardSteps';
import { ContactStep } from './ContactStep';
import { EligibilityStep } from './EligibilityStep';
import { EmploymentStep } from './EmploymentStep';
import { ResumeStep } from './ResumeStep';
import { ReviewStep } from './ReviewStep';
import { StepList } from './StepList';
import type { StepProps } from './stepTypes';
import { VoluntaryStep } from './VoluntaryStep';

const STEP_FORMS: Record<TEditableStep, ComponentType<StepProps>> = {
  1: ContactStep,
  2: ResumeStep,
  3: EmploymentStep,
  4: EligibilityStep,
  5: VoluntaryStep,
};

/** The wizard for a loaded profile: the step list beside the current step's form (or the review). */
export function Wizard({ profile }: { profile: TProfile }) {
  const { current, stepRef, headingRef, switching, show, select } = useWizardSteps(profile);
  const title = ONBOARDING_STEPS.find(({ step }) => step === current)?.title ?? '';
  const onBack = current > 1 ? () => void select((current - 1) as TOnboardingStep) : undefined;
  const StepForm = current === REVIEW_STEP ? null : STEP_FORMS[current];

  return (
    <div className="wizard">
      <StepList
        current={current}
        completed={completedSteps(profile)}
        busy={switching}
        onSelect={(step) => void select(step)}
      />
      <section className="wizard-panel" aria-labelledby="wizard-step-heading">
        <p className="wizard-panel__count">
          Step {current} of {ONBOARDING_STEPS.length}
        </p>
        <h2 id="wizard-step-heading" className="wizard-panel__heading" ref={headingRef} tabIndex={-1}>
          {title}
        </h2>
        {StepForm === null ? (
          <ReviewStep profile={profile} onBack={() => void select(5)} />
        ) : (
          <StepForm
            key={current}
            ref={stepRef}
            profile={profile}
            busy={switching}
            onBack={onBack}
            onNext={() => {
              show((current + 1) as TOnboardingStep);
            }}
          />
        )}
      </section>
    </div>
  );
}
