import type { TProfile } from '@hirerelay/contracts';
import { schemaResolver } from '../../../components/form/schemaResolver';
import { useForm } from 'react-hook-form';
import { applyServerFieldErrors } from '../../../components/form/applyServerFieldErrors';
import { FormBanner } from '../../../components/form/FormBanner';
import { TextField } from '../../../components/form/TextField';
import { errorMessage } from '../../../lib/api/errors';
import { useUpdateProfile } from '../../profile/hooks/useUpdateProfile';
import { PROFILE_UPDATE_FAILED } from '../settingsMessages';
import {
  personalInformationPatch,
  personalInformationValues,
  ZPersonalInformationForm,
  type TPersonalInformationForm,
  type TPersonalInformationValues,
} from './personalInformation';

interface PersonalInformationFormProps {
  profile: TProfile;
  onSaved: () => void;
}

export function PersonalInformationForm({ profile, onSaved }: PersonalInformationFormProps) {
  const update = useUpdateProfile();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<TPersonalInformationValues, unknown, TPersonalInformationForm>({
    resolver: schemaResolver<TPersonalInformationValues, TPersonalInformationForm>(ZPersonalInformationForm),
    defaultValues: personalInformationValues(profile),
  });

  const onSubmit = handleSubmit((values) => {
    update.mutate(personalInformationPatch(values), {
      onSuccess: onSaved,
      onError: (error) => {
        console.error(PROFILE_UPDATE_FAILED, error);
        applyServerFieldErrors(error, setError, ['fullName', 'phoneNumber', 'linkedinUrl', 'portfolioUrl']);
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
          label="Full name"
          autoComplete="name"
          error={errors.fullName?.message}
          {...register('fullName')}
        />
        <TextField
          label="Phone number"
          type="tel"
          autoComplete="tel"
          error={errors.phoneNumber?.message}
          {...register('phoneNumber')}
        />
        <TextField
          label="LinkedIn URL"
          type="url"
          inputMode="url"
          placeholder="https://www.linkedin.com/in/…"
          error={errors.linkedinUrl?.message}
          {...register('linkedinUrl')}
        />
        <TextField
          label="Portfolio URL"
          type="url"
          inputMode="url"
          placeholder="https://"
          error={errors.portfolioUrl?.message}
          {...register('portfolioUrl')}
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
