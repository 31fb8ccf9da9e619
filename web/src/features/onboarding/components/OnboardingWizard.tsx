import type { TProfile } from '../../profile/profileTypes';
import { ONBOARDING_STEPS, REVIEW_STEP, type TEditableStep, type TOnboardingStep } from '@hirerelay/domain';
import { useEffect, useRef, useState, type ComponentType } from 'react';
import { useSearchParams } from 'react-router';
import { Spinner } from '../../../components/Spinner';
import { useProfile } from '../../profile/hooks/useProfile';
import { completedSteps, firstOpenStep, parseStep } from '../forms/stepForms';
import { ContactStep } from './ContactStep';
import { EligibilityStep } from './EligibilityStep';
import { EmploymentStep } from './EmploymentStep';
import { ResumeStep } from './ResumeStep';
import { ReviewStep } from './ReviewStep';
import { StepList } from './StepList';
import type { StepHandle, StepProps } from './stepTypes';
import { VoluntaryStep } from './VoluntaryStep';
import '../onboarding.css';

const STEP_FORMS: Record<TEditableStep, ComponentType<StepProps>> = {
  1: ContactStep,
  2: ResumeStep,
  3: EmploymentStep,
  4: EligibilityStep,
  5: VoluntaryStep,
};

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

function Wizard({ profile }: { profile: TProfile }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const [openingStep] = useState(() => firstOpenStep(profile));
  const current = parseStep(searchParams.get('step')) ?? openingStep;
  const stepRef = useRef<StepHandle>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(current);
  const [switching, setSwitching] = useState(false);

  // A new step's heading takes focus, so keyboard and screen-reader users start at its top.
  useEffect(() => {
    if (shownStep.current === current) return;
    shownStep.current = current;
    headingRef.current?.focus();
  }, [current]);

  function show(step: TOnboardingStep) {
    setSearchParams({ step: String(step) });
  }

  async function select(step: TOnboardingStep) {
    if (step === current) return;
    // Leaving a step from the side list keeps what was typed there.
    setSwitching(true);
    const mayLeave = current === REVIEW_STEP ? true : ((await stepRef.current?.saveBeforeLeave()) ?? true);
    setSwitching(false);
    if (mayLeave) show(step);
  }

  const title = ONBOARDING_STEPS.find(({ step }) => step === current)?.title ?? '';
  const onBack = current > 1 ? () => void select((current - 1) as TOnboardingStep) : undefined;

  let body;
  if (current === REVIEW_STEP) {
    body = <ReviewStep profile={profile} onBack={() => void select(5)} />;
  } else {
    const StepForm = STEP_FORMS[current];
    body = (
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
    );
  }

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
        {body}
      </section>
    </div>
  );
}
