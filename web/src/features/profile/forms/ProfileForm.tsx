import type { TProfile } from '../profileTypes';
import type { TOnboardingProfilePatch } from '@hirerelay/domain';
import type { DefaultValues, FieldValues, Path } from 'react-hook-form';
import type { z } from 'zod';
import { FormBanner } from '../../../components/form/FormBanner';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { schemaResolver } from '../../../components/form/schemaResolver';
import { useServerForm } from '../../../lib/forms/useServerForm';
import { PROFILE_UPDATE_FAILED } from '../../settings/settingsMessages';
import { useUpdateProfile } from '../hooks/useUpdateProfile';
import { ProfileFields, type TProfileField } from './ProfileFields';

interface ProfileFormProps<TValues extends FieldValues, TOutput> {
  profile: TProfile;
  /** Called after a save. */
  onSaved: () => void;
  /** The fields, in order; a message the server ties to one of them shows under it. */
  fields: readonly (TProfileField & Path<TValues>)[];
  /** The shared rules for the fields (libs/domain, the wizard's steps' own). */
  schema: z.ZodType<TOutput, FieldValues>;
  /** What the inputs start with. */
  values: (profile: TProfile) => TValues;
  /** The profile change the (validated) values make. */
  toPatch: (values: TOutput) => TOnboardingProfilePatch;
}

/**
 * A settings card's edit form over some profile fields: the wizard's fields and rules, Save changes,
 * a failed save's message above the fields (and the server's field messages under their fields).
 */
export function ProfileForm<TValues extends FieldValues, TOutput>({
  profile,
  onSaved,
  fields,
  schema,
  values,
  toPatch,
}: ProfileFormProps<TValues, TOutput>) {
  const update = useUpdateProfile();
  const { form, onSubmit, isPending, errorText } = useServerForm({
    resolver: schemaResolver<TValues, TOutput>(schema),
    defaultValues: values(profile) as DefaultValues<TValues>,
    submit: (validated) => update.mutateAsync(toPatch(validated)),
    serverFields: fields,
    failureMessage: PROFILE_UPDATE_FAILED,
    errorIn: 'banner-always',
    onSuccess: onSaved,
    onError: (error) => console.error(PROFILE_UPDATE_FAILED, error),
  });
  const {
    register,
    formState: { errors },
  } = form;

  return (
    <form className="form" noValidate onSubmit={onSubmit}>
      {errorText ? <FormBanner tone="error">{errorText}</FormBanner> : null}
      <div className="form__grid">
        <ProfileFields fields={fields} register={register} errors={errors} />
      </div>
      <div className="form__actions">
        <SubmitButton pending={isPending} pendingLabel="Saving…">
          Save changes
        </SubmitButton>
      </div>
    </form>
  );
}
