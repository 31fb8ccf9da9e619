import { WORK_AUTHORIZATION_OPTIONS, YEARS_EXPERIENCE_MAX, YEARS_EXPERIENCE_MIN } from '@hirerelay/domain';
import { Fragment, type ReactNode } from 'react';
import type { FieldErrors, FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { SelectField } from '../../../components/form/SelectField';
import { TextField } from '../../../components/form/TextField';

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
