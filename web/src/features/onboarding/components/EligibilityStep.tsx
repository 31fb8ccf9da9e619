import { ZOnboardingEligibilityForm, type TOnboardingEligibilityForm } from '@hirerelay/domain';
import { ProfileFields } from '../../profile/forms/ProfileFields';
import { eligibilityPatch, eligibilityValues, type TEligibilityValues } from '../forms/stepForms';
import { useStepForm } from '../hooks/useStepForm';
import { StepActions } from './StepActions';
import type { StepProps } from './stepTypes';

const ELIGIBILITY_FIELDS = ['workAuthorization', 'languagesSpoken'] as const;

export function EligibilityStep({ profile, ref, onNext, onBack, busy }: StepProps) {
  const {
    form: {
      register,
      formState: { errors },
    },
    onSubmit,
    isPending,
    errorText,
  } = useStepForm<TEligibilityValues, TOnboardingEligibilityForm>({
    step: 4,
    schema: ZOnboardingEligibilityForm,
    defaultValues: eligibilityValues(profile),
    toPatch: eligibilityPatch,
    serverFields: ELIGIBILITY_FIELDS,
    ref,
    onNext,
  });

  return (
    <form className="form wizard-form" noValidate onSubmit={onSubmit}>
      <ProfileFields fields={ELIGIBILITY_FIELDS} register={register} errors={errors} />
      <StepActions onBack={onBack} submitLabel="Next" pending={isPending || busy} errorText={errorText} />
    </form>
  );
}
