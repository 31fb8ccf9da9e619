import { ZOnboardingVoluntaryForm, type TOnboardingVoluntaryForm } from '@hirerelay/domain';
import { useWatch } from 'react-hook-form';
import { VOLUNTARY_STEP, voluntaryPatch, voluntaryValues, type TVoluntaryValues } from '../forms/stepForms';
import { useStepForm } from '../hooks/useStepForm';
import { VOLUNTARY_NOTE } from '../onboardingMessages';
import { StepActions } from './StepActions';
import type { StepProps } from './stepTypes';
import { VoluntaryFields } from './VoluntaryFields';

export function VoluntaryStep({ profile, ref, onNext, onBack, busy }: StepProps) {
  // The schema's input type says the boxes must be ticked; the inputs start unticked.
  const {
    form: {
      register,
      control,
      formState: { errors },
    },
    onSubmit,
    isPending,
    errorText,
  } = useStepForm<TVoluntaryValues, TOnboardingVoluntaryForm>({
    step: VOLUNTARY_STEP,
    schema: ZOnboardingVoluntaryForm,
    defaultValues: voluntaryValues(profile),
    toPatch: voluntaryPatch,
    ref,
    onNext,
  });
  const [confirmVoluntary, confirmAccurate] = useWatch({
    control,
    name: ['confirmVoluntary', 'confirmAccurate'],
  });

  return (
    <form className="form wizard-form" noValidate onSubmit={onSubmit}>
      <p className="wizard-form__note">{VOLUNTARY_NOTE}</p>
      <VoluntaryFields register={register} errors={errors} />
      <StepActions
        onBack={onBack}
        submitLabel="Save"
        pending={isPending || busy}
        disabled={!(confirmVoluntary && confirmAccurate)}
        errorText={errorText}
      />
    </form>
  );
}
