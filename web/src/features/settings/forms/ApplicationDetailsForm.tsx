import type { TProfile } from '../../profile/profileTypes';
import { ProfileForm } from '../../profile/forms/ProfileForm';
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
  return (
    <ProfileForm<TApplicationDetailsValues, TApplicationDetailsForm>
      profile={profile}
      onSaved={onSaved}
      fields={APPLICATION_DETAILS_FIELDS}
      schema={ZApplicationDetailsForm}
      values={applicationDetailsValues}
      toPatch={applicationDetailsPatch}
    />
  );
}
