import {
  YEARS_EXPERIENCE_MAX,
  YEARS_EXPERIENCE_MIN,
  ZOnboardingEmploymentForm,
  type TOnboardingEmploymentForm,
} from '@hirerelay/domain';
import { TextField } from '../../../components/form/TextField';
import { employmentPatch, employmentValues, type TEmploymentValues } from '../forms/stepForms';
import { useStepForm } from '../hooks/useStepForm';
import { StepActions } from './StepActions';
import type { StepProps } from './stepTypes';

export function EmploymentStep({ profile, ref, onNext, onBack, busy }: StepProps) {
  const { field, onSubmit, isPending, errorText } = useStepForm<TEmploymentValues, TOnboardingEmploymentForm>(
    {
      step: 3,
      schema: ZOnboardingEmploymentForm,
      defaultValues: employmentValues(profile),
      toPatch: employmentPatch,
      serverFields: ['yearsExperience', 'portfolioUrl', 'linkedinUrl'],
      ref,
      onNext,
    },
  );

  return (
    <form className="form wizard-form" noValidate onSubmit={onSubmit}>
      <TextField
        label="Years of experience"
        type="number"
        inputMode="numeric"
        min={YEARS_EXPERIENCE_MIN}
        max={YEARS_EXPERIENCE_MAX}
        step={1}
        className="field--narrow"
        {...field('yearsExperience')}
      />
      <TextField
        label="Portfolio URL (optional)"
        type="url"
        inputMode="url"
        placeholder="https://"
        autoComplete="url"
        {...field('portfolioUrl')}
      />
      <TextField
        label="LinkedIn URL (optional)"
        type="url"
        inputMode="url"
        placeholder="https://www.linkedin.com/in/…"
        {...field('linkedinUrl')}
      />
      <StepActions onBack={onBack} submitLabel="Next" pending={isPending || busy} errorText={errorText} />
    </form>
  );
}
