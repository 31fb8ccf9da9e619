import {
  YEARS_EXPERIENCE_MAX,
  YEARS_EXPERIENCE_MIN,
  ZOnboardingEmploymentForm,
  type TOnboardingEmploymentForm,
} from '@hirerelay/domain';
import { useImperativeHandle } from 'react';
import { schemaResolver } from '../../../components/form/schemaResolver';
import { useForm } from 'react-hook-form';
import { applyServerFieldErrors } from '../../../components/form/applyServerFieldErrors';
import { TextField } from '../../../components/form/TextField';
import { employmentPatch, employmentValues, type TEmploymentValues } from '../forms/stepForms';
import { useStepSave } from '../hooks/useStepSave';
import { saveIfDirty } from './saveIfDirty';
import { StepActions } from './StepActions';
import type { StepProps } from './stepTypes';

export function EmploymentStep({ profile, ref, onNext, onBack, busy }: StepProps) {
  const { save, isPending, errorText } = useStepSave(3);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isDirty },
  } = useForm<TEmploymentValues, unknown, TOnboardingEmploymentForm>({
    resolver: schemaResolver<TEmploymentValues, TOnboardingEmploymentForm>(ZOnboardingEmploymentForm),
    defaultValues: employmentValues(profile),
  });

  const saveValues = (values: TOnboardingEmploymentForm) =>
    save(employmentPatch(values), (error) =>
      applyServerFieldErrors(error, setError, ['yearsExperience', 'portfolioUrl', 'linkedinUrl']),
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
      <TextField
        label="Years of experience"
        type="number"
        inputMode="numeric"
        min={YEARS_EXPERIENCE_MIN}
        max={YEARS_EXPERIENCE_MAX}
        step={1}
        className="field--narrow"
        error={errors.yearsExperience?.message}
        {...register('yearsExperience')}
      />
      <TextField
        label="Portfolio URL (optional)"
        type="url"
        inputMode="url"
        placeholder="https://"
        autoComplete="url"
        error={errors.portfolioUrl?.message}
        {...register('portfolioUrl')}
      />
      <TextField
        label="LinkedIn URL (optional)"
        type="url"
        inputMode="url"
        placeholder="https://www.linkedin.com/in/…"
        error={errors.linkedinUrl?.message}
        {...register('linkedinUrl')}
      />
      <StepActions onBack={onBack} submitLabel="Next" pending={isPending || busy} errorText={errorText} />
    </form>
  );
}
