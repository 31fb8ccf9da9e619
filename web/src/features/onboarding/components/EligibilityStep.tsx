import {
  WORK_AUTHORIZATION_OPTIONS,
  ZOnboardingEligibilityForm,
  type TOnboardingEligibilityForm,
} from '@hirerelay/domain';
import { SelectField } from '../../../components/form/SelectField';
import { TextField } from '../../../components/form/TextField';
import { eligibilityPatch, eligibilityValues, type TEligibilityValues } from '../forms/stepForms';
import { useStepForm } from '../hooks/useStepForm';
import { StepActions } from './StepActions';
import type { StepProps } from './stepTypes';

export function EligibilityStep({ profile, ref, onNext, onBack, busy }: StepProps) {
  const {
    form: {
      register,
      formState: { errors },
    },
    onSubmit,
    isPending,
    errorText,
  } = useStepForm<TEligibilityValues, TOnboardingEligibilityForm>({
    step: 4,
    schema: ZOnboardingEligibilityForm,
    defaultValues: eligibilityValues(profile),
    toPatch: eligibilityPatch,
    serverFields: ['workAuthorization', 'languagesSpoken'],
    ref,
    onNext,
  });

  return (
    <form className="form wizard-form" noValidate onSubmit={onSubmit}>
      <SelectField
        label="Work authorization"
        placeholder="Select your work authorization"
        options={WORK_AUTHORIZATION_OPTIONS}
        error={errors.workAuthorization?.message}
        {...register('workAuthorization')}
      />
      <TextField
        label="Languages spoken"
        hint="Separate languages with commas, for example: English, Spanish"
        autoComplete="off"
        error={errors.languagesSpoken?.message}
        {...register('languagesSpoken')}
      />
      <StepActions onBack={onBack} submitLabel="Next" pending={isPending || busy} errorText={errorText} />
    </form>
  );
}
