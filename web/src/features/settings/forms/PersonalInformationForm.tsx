import type { TProfile } from '../../profile/profileTypes';
import { ProfileForm } from '../../profile/forms/ProfileForm';
import {
  PERSONAL_INFORMATION_FIELDS,
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

/** Full name, phone number and the links (the wizard's contact and employment fields and rules). */
export function PersonalInformationForm({ profile, onSaved }: PersonalInformationFormProps) {
  return (
    <ProfileForm<TPersonalInformationValues, TPersonalInformationForm>
      profile={profile}
      onSaved={onSaved}
      fields={PERSONAL_INFORMATION_FIELDS}
      schema={ZPersonalInformationForm}
      values={personalInformationValues}
      toPatch={personalInformationPatch}
    />
  );
}
