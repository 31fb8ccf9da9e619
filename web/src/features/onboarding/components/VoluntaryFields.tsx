import {
  DISABILITY_STATUS_OPTIONS,
  ETHNICITY_OPTIONS,
  GENDER_OPTIONS,
  MILITARY_STATUS_OPTIONS,
} from '@hirerelay/domain';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { CheckboxField } from '../../../components/form/CheckboxField';
import { SelectField } from '../../../components/form/SelectField';
import type { TVoluntaryValues } from '../forms/stepForms';

interface VoluntaryFieldsProps {
  register: UseFormRegister<TVoluntaryValues>;
  errors: FieldErrors<TVoluntaryValues>;
}

/**
 * The voluntary self-identification answers and the two confirmations, shared by the wizard's
 * step 5 and Settings (ZOnboardingVoluntaryForm: every answer optional, both boxes ticked).
 */
export function VoluntaryFields({ register, errors }: VoluntaryFieldsProps) {
  const confirmationError = errors.confirmVoluntary?.message ?? errors.confirmAccurate?.message;
  return (
    <>
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
    </>
  );
}
