import type { TProfile } from '../../profile/profileTypes';
import { ZOnboardingVoluntaryForm, type TOnboardingVoluntaryForm } from '@hirerelay/domain';
import { useWatch } from 'react-hook-form';
import { FormBanner } from '../../../components/form/FormBanner';
import { schemaResolver } from '../../../components/form/schemaResolver';
import { useServerForm } from '../../../lib/forms/useServerForm';
import { VoluntaryFields } from '../../onboarding/components/VoluntaryFields';
import {
  VOLUNTARY_FIELDS,
  voluntaryPatch,
  voluntaryValues,
  VOLUNTARY_STEP,
  type TVoluntaryValues,
} from '../../onboarding/forms/stepForms';
import { useUpdateProfile } from '../../profile/hooks/useUpdateProfile';
import { PROFILE_UPDATE_FAILED } from '../settingsMessages';

interface VoluntaryAnswersFormProps {
  profile: TProfile;
  onSaved: () => void;
}

/**
 * The voluntary self-identification answers, as in the wizard's step 5: every answer optional,
 * saved once both confirmations are ticked. Saving records the step, as the wizard does, so the
 * boxes start ticked next time.
 */
export function VoluntaryAnswersForm({ profile, onSaved }: VoluntaryAnswersFormProps) {
  const update = useUpdateProfile();
  const { form, onSubmit, isPending, errorText } = useServerForm<
    TVoluntaryValues,
    TOnboardingVoluntaryForm,
    unknown
  >({
    resolver: schemaResolver<TVoluntaryValues, TOnboardingVoluntaryForm>(ZOnboardingVoluntaryForm),
    defaultValues: voluntaryValues(profile),
    submit: (values) => update.mutateAsync({ ...voluntaryPatch(values), step: VOLUNTARY_STEP }),
    serverFields: VOLUNTARY_FIELDS,
    failureMessage: PROFILE_UPDATE_FAILED,
    errorIn: 'banner-always',
    onSuccess: onSaved,
    onError: (error) => console.error(PROFILE_UPDATE_FAILED, error),
  });
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const [confirmVoluntary, confirmAccurate] = useWatch({
    control,
    name: ['confirmVoluntary', 'confirmAccurate'],
  });

  return (
    <form className="form" noValidate onSubmit={onSubmit}>
      {errorText ? <FormBanner tone="error">{errorText}</FormBanner> : null}
      <VoluntaryFields register={register} errors={errors} />
      <div className="form__actions">
        <button
          className="button button--primary"
          type="submit"
          disabled={isPending || !(confirmVoluntary && confirmAccurate)}
        >
          {isPending ? 'Saving…' : 'Save changes'}
        </button>
      </div>
    </form>
  );
}
