import { REVIEW_STEP, type TOnboardingStep } from '@hirerelay/domain';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { TProfile } from '../../profile/profileTypes';
import type { StepHandle } from '../components/stepTypes';
import { firstOpenStep, parseStep } from '../forms/stepForms';

/**
 * The wizard's current step, kept in the URL (the first open one at first), and the moves between
 * steps: leaving a step from the side list saves what was typed there first; a new step's heading
 * takes focus, so keyboard and screen-reader users start at its top.
 */
export function useWizardSteps(profile: TProfile) {
  const [searchParams, setSearchParams] = useSearchParams();
  const [openingStep] = useState(() => firstOpenStep(profile));
  const current = parseStep(searchParams.get('step')) ?? openingStep;
  const stepRef = useRef<StepHandle>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(current);
  const [switching, setSwitching] = useState(false);

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
    setSwitching(true);
    const mayLeave = current === REVIEW_STEP ? true : ((await stepRef.current?.saveBeforeLeave()) ?? true);
    setSwitching(false);
    if (mayLeave) show(step);
  }

  return { current, stepRef, headingRef, switching, show, select };
}
