import type { TProfile } from '../profileTypes';
import {
  WORK_AUTHORIZATION_OPTIONS,
  YEARS_EXPERIENCE_MAX,
  YEARS_EXPERIENCE_MIN,
  type TOnboardingProfilePatch,
} from '@hirerelay/domain';
import { Fragment, type ReactNode } from 'react';
import {
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Path,
  type UseFormRegister,
} from 'react-hook-form';
import type { z } from 'zod';
import { FormBanner } from '../../../components/form/FormBanner';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { schemaResolver } from '../../../components/form/schemaResolver';
import { SelectField } from '../../../components/form/SelectField';
import { TextField } from '../../../components/form/TextField';
import { useServerForm } from '../../../lib/forms/useServerForm';
import { PROFILE_UPDATE_FAILED } from '../../settings/settingsMessages';
import { useUpdateProfile } from '../hooks/useUpdateProfile';

// The profile's fields as the onboarding wizard and the settings page edit them: one label, hint
// and input kind per field, so a step and its settings card cannot drift apart.

/** A profile field that the wizard's and the settings page's forms share. */
export type TProfileField =
  | 'fullName'
  | 'phoneNumber'
  | 'linkedinUrl'
  | 'portfolioUrl'
  | 'yearsExperience'
  | 'workAuthorization'
  | 'languagesSpoken'
  | 'address';

/** Every field's input, given its registration and message (plain functions, no hooks). */
const FIELDS: Record<
  TProfileField,
  (input: ReturnType<UseFormRegister<FieldValues>> & { error: string | undefined }) => ReactNode
> = {
  fullName: (input) => <TextField label="Full name" autoComplete="name" {...input} />,
  phoneNumber: (input) => <TextField label="Phone number" type="tel" autoComplete="tel" {...input} />,
  linkedinUrl: (input) => (
    <TextField
      label="LinkedIn URL"
      type="url"
      inputMode="url"
      placeholder="https://www.linkedin.com/in/…"
      {...input}
    />
  ),
  portfolioUrl: (input) => (
    <TextField label="Portfolio URL" type="url" inputMode="url" placeholder="https://" {...input} />
  ),
  yearsExperience: (input) => (
    <TextField
      label="Years of experience"
      type="number"
      inputMode="numeric"
      min={YEARS_EXPERIENCE_MIN}
      max={YEARS_EXPERIENCE_MAX}
      step={1}
      {...input}
    />
  ),
  workAuthorization: (input) => (
    <SelectField
      label="Work authorization"
      placeholder="Select your work authorization"
      options={WORK_AUTHORIZATION_OPTIONS}
      {...input}
    />
  ),
  languagesSpoken: (input) => (
    <TextField
      label="Languages spoken"
      hint="Separate languages with commas, for example: English, Spanish"
      autoComplete="off"
      {...input}
    />
  ),
  address: (input) => <TextField label="Address (optional)" autoComplete="street-address" {...input} />,
};

interface ProfileFieldsProps<TValues extends FieldValues> {
  /** The fields to show, in this order. */
  fields: readonly (TProfileField & Path<TValues>)[];
  register: UseFormRegister<TValues>;
  errors: FieldErrors<TValues>;
}

/** The inputs of some profile fields, each registered with the form and showing its message. */
export function ProfileFields<TValues extends FieldValues>({
  fields,
  register,
  errors,
}: ProfileFieldsProps<TValues>) {
  return fields.map((name) => {
    const field: TProfileField = name;
    const message = errors[name]?.message;
    const input = { ...register(name), error: typeof message === 'string' ? message : undefined };
    return <Fragment key={name}>{FIELDS[field](input)}</Fragment>;
  });
}

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
