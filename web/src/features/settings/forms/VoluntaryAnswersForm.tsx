import type { TProfile } from '@hirerelay/contracts';
import { ZOnboardingVoluntaryForm, type TOnboardingVoluntaryForm } from '@hirerelay/domain';
import { useForm, useWatch } from 'react-hook-form';
import { applyServerFieldErrors } from '../../../components/form/applyServerFieldErrors';
import { FormBanner } from '../../../components/form/FormBanner';
import { schemaResolver } from '../../../components/form/schemaResolver';
import { errorMessage } from '../../../lib/api/errors';
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
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<TVoluntaryValues, unknown, TOnboardingVoluntaryForm>({
    resolver: schemaResolver<TVoluntaryValues, TOnboardingVoluntaryForm>(ZOnboardingVoluntaryForm),
    defaultValues: voluntaryValues(profile),
  });
  const [confirmVoluntary, confirmAccurate] = useWatch({
    control,
    name: ['confirmVoluntary', 'confirmAccurate'],
  });

  const onSubmit = handleSubmit((values) => {
    update.mutate(
      { ...voluntaryPatch(values), step: VOLUNTARY_STEP },
      {
        onSuccess: onSaved,
        onError: (error) => {
          console.error(PROFILE_UPDATE_FAILED, error);
          applyServerFieldErrors(error, setError, VOLUNTARY_FIELDS);
        },
      },
    );
  });

  return (
    <form className="form" noValidate onSubmit={onSubmit}>
      {update.isError ? (
        <FormBanner tone="error">{errorMessage(update.error, PROFILE_UPDATE_FAILED)}</FormBanner>
      ) : null}
      <VoluntaryFields register={register} errors={errors} />
      <div className="form__actions">
        <button
          className="button button--primary"
          type="submit"
          disabled={update.isPending || !(confirmVoluntary && confirmAccurate)}
        >
          {update.isPending ? 'Saving…' : 'Save changes'}
        </button>
      </div>
    </form>
  );
}
