import {
  WORK_AUTHORIZATION_OPTIONS,
  ZOnboardingEligibilityForm,
  type TOnboardingEligibilityForm,
} from '@hirerelay/domain';
import { useImperativeHandle } from 'react';
import { schemaResolver } from '../../../components/form/schemaResolver';
import { useForm } from 'react-hook-form';
import { applyServerFieldErrors } from '../../../components/form/applyServerFieldErrors';
import { SelectField } from '../../../components/form/SelectField';
import { TextField } from '../../../components/form/TextField';
import { eligibilityPatch, eligibilityValues, type TEligibilityValues } from '../forms/stepForms';
import { useStepSave } from '../hooks/useStepSave';
import { saveIfDirty } from './saveIfDirty';
import { StepActions } from './StepActions';
import type { StepProps } from './stepTypes';

export function EligibilityStep({ profile, ref, onNext, onBack, busy }: StepProps) {
  const { save, isPending, errorText } = useStepSave(4);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isDirty },
  } = useForm<TEligibilityValues, unknown, TOnboardingEligibilityForm>({
    resolver: schemaResolver<TEligibilityValues, TOnboardingEligibilityForm>(ZOnboardingEligibilityForm),
    defaultValues: eligibilityValues(profile),
  });

  const saveValues = (values: TOnboardingEligibilityForm) =>
    save(eligibilityPatch(values), (error) =>
      applyServerFieldErrors(error, setError, ['workAuthorization', 'languagesSpoken']),
    );

  useImperativeHandle(ref, () => ({ saveBeforeLeave: () => saveIfDirty(isDirty, handleSubmit, saveValues) }));

  return (
    <form
      className="form wizard-form"
      noValidate
      onSubmit={handleSubmit(async (values) => {
        if (await saveValues(values)) onNext();
      })}
    >
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
