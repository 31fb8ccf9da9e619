import {
  DISABILITY_STATUS_OPTIONS,
  ETHNICITY_OPTIONS,
  GENDER_OPTIONS,
  MILITARY_STATUS_OPTIONS,
  ZOnboardingVoluntaryForm,
  type TOnboardingVoluntaryForm,
} from '@hirerelay/domain';
import { useWatch } from 'react-hook-form';
import { CheckboxField } from '../../../components/form/CheckboxField';
import { SelectField } from '../../../components/form/SelectField';
import { voluntaryPatch, voluntaryValues, type TVoluntaryValues } from '../forms/stepForms';
import { useStepForm } from '../hooks/useStepForm';
import { StepActions } from './StepActions';
import type { StepProps } from './stepTypes';

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
    step: 5,
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

  const confirmationError = errors.confirmVoluntary?.message ?? errors.confirmAccurate?.message;

  return (
    <form className="form wizard-form" noValidate onSubmit={onSubmit}>
      <p className="wizard-form__note">
        Employers ask these questions to meet equal-opportunity reporting rules. Answering is voluntary, and
        declining to answer will not affect your applications.
      </p>
      <div className="form__grid">
        <SelectField
          label="Military status"
          placeholder="Select an option"
          options={MILITARY_STATUS_OPTIONS}
          error={errors.militaryStatus?.message}
          {...register('militaryStatus')}
        />
        <SelectField
          label="Ethnicity"
          placeholder="Select an option"
          options={ETHNICITY_OPTIONS}
          error={errors.ethnicity?.message}
          {...register('ethnicity')}
        />
        <SelectField
          label="Gender"
          placeholder="Select an option"
          options={GENDER_OPTIONS}
          error={errors.gender?.message}
          {...register('gender')}
        />
        <SelectField
          label="Disability status"
          placeholder="Select an option"
          options={DISABILITY_STATUS_OPTIONS}
          error={errors.disabilityStatus?.message}
          {...register('disabilityStatus')}
        />
      </div>
      <fieldset className="form__fieldset">
        <legend className="field__label">Confirmations</legend>
        <CheckboxField
          label="I understand that this information is voluntary and is used only for equal-opportunity reporting."
          {...register('confirmVoluntary')}
        />
        <CheckboxField
          label="I confirm that the information in my profile is accurate and complete."
          error={confirmationError}
          {...register('confirmAccurate')}
        />
      </fieldset>
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
