import type { TProfile } from '@hirerelay/contracts';
import { WORK_AUTHORIZATION_OPTIONS, YEARS_EXPERIENCE_MAX, YEARS_EXPERIENCE_MIN } from '@hirerelay/domain';
import { useForm } from 'react-hook-form';
import { applyServerFieldErrors } from '../../../components/form/applyServerFieldErrors';
import { FormBanner } from '../../../components/form/FormBanner';
import { schemaResolver } from '../../../components/form/schemaResolver';
import { SelectField } from '../../../components/form/SelectField';
import { TextField } from '../../../components/form/TextField';
import { errorMessage } from '../../../lib/api/errors';
import { useUpdateProfile } from '../../profile/hooks/useUpdateProfile';
import { PROFILE_UPDATE_FAILED } from '../settingsMessages';
import {
  APPLICATION_DETAILS_FIELDS,
  applicationDetailsPatch,
  applicationDetailsValues,
  ZApplicationDetailsForm,
  type TApplicationDetailsForm,
  type TApplicationDetailsValues,
} from './applicationDetails';

interface ApplicationDetailsFormProps {
  profile: TProfile;
  onSaved: () => void;
}

/** Years of experience, work authorization, languages (the wizard's fields and rules) and the address. */
export function ApplicationDetailsForm({ profile, onSaved }: ApplicationDetailsFormProps) {
  const update = useUpdateProfile();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<TApplicationDetailsValues, unknown, TApplicationDetailsForm>({
    resolver: schemaResolver<TApplicationDetailsValues, TApplicationDetailsForm>(ZApplicationDetailsForm),
    defaultValues: applicationDetailsValues(profile),
  });

  const onSubmit = handleSubmit((values) => {
    update.mutate(applicationDetailsPatch(values), {
      onSuccess: onSaved,
      onError: (error) => {
        console.error(PROFILE_UPDATE_FAILED, error);
        applyServerFieldErrors(error, setError, APPLICATION_DETAILS_FIELDS);
      },
    });
  });

  return (
    <form className="form" noValidate onSubmit={onSubmit}>
      {update.isError ? (
        <FormBanner tone="error">{errorMessage(update.error, PROFILE_UPDATE_FAILED)}</FormBanner>
      ) : null}
      <div className="form__grid">
        <TextField
          label="Years of experience"
          type="number"
          inputMode="numeric"
          min={YEARS_EXPERIENCE_MIN}
          max={YEARS_EXPERIENCE_MAX}
          step={1}
          error={errors.yearsExperience?.message}
          {...register('yearsExperience')}
        />
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
        <TextField
          label="Address (optional)"
          autoComplete="street-address"
          error={errors.address?.message}
          {...register('address')}
        />
      </div>
      <div className="form__actions">
        <button className="button button--primary" type="submit" disabled={update.isPending}>
          {update.isPending ? 'Saving…' : 'Save changes'}
        </button>
      </div>
    </form>
  );
}
