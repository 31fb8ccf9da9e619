import { ZOnboardingContactForm, type TOnboardingContactForm } from '@hirerelay/domain';
import { TextField } from '../../../components/form/TextField';
import { contactPatch, contactValues, type TContactValues } from '../forms/stepForms';
import { useStepForm } from '../hooks/useStepForm';
import { StepActions } from './StepActions';
import type { StepProps } from './stepTypes';

export function ContactStep({ profile, ref, onNext, onBack, busy }: StepProps) {
  const { field, onSubmit, isPending, errorText } = useStepForm<TContactValues, TOnboardingContactForm>({
    step: 1,
    schema: ZOnboardingContactForm,
    defaultValues: contactValues(profile),
    toPatch: contactPatch,
    serverFields: ['fullName', 'phoneNumber'],
    ref,
    onNext,
  });

  return (
    <form className="form wizard-form" noValidate onSubmit={onSubmit}>
      <TextField label="Full name" autoComplete="name" {...field('fullName')} />
      <TextField
        label="Phone number"
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        {...field('phoneNumber')}
      />
      {/* Read-only rather than disabled, so it is still part of the validated values. */}
      <TextField
        label="Email"
        type="email"
        readOnly
        aria-readonly="true"
        hint="Your account's email address."
        {...field('email')}
      />
      <StepActions onBack={onBack} submitLabel="Next" pending={isPending || busy} errorText={errorText} />
    </form>
  );
}
