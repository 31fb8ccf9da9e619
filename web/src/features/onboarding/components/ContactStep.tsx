import { zodResolver } from '@hookform/resolvers/zod';
import { ZOnboardingContactForm, type TOnboardingContactForm } from '@hirerelay/domain';
import { useImperativeHandle } from 'react';
import { useForm } from 'react-hook-form';
import { applyServerFieldErrors } from '../../../components/form/applyServerFieldErrors';
import { TextField } from '../../../components/form/TextField';
import { useStepSave } from '../hooks/useStepSave';
import { contactPatch, contactValues, type TContactValues } from '../forms/stepForms';
import { saveIfDirty } from './saveIfDirty';
import { StepActions } from './StepActions';
import type { StepProps } from './stepTypes';

export function ContactStep({ profile, ref, onNext, onBack, busy }: StepProps) {
  const { save, isPending, errorText } = useStepSave(1);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isDirty },
  } = useForm<TContactValues, unknown, TOnboardingContactForm>({
    resolver: zodResolver(ZOnboardingContactForm),
    defaultValues: contactValues(profile),
  });

  const saveValues = (values: TOnboardingContactForm) =>
    save(contactPatch(values), (error) =>
      applyServerFieldErrors(error, setError, ['fullName', 'phoneNumber']),
    );

  useImperativeHandle(ref, () => ({ saveBeforeLeave: () => saveIfDirty(isDirty, handleSubmit, saveValues) }));

  return (
    <form
      className="form wizard-form"
      noValidate
      onSubmit={handleSubmit(async (values) => {
        if (await saveValues(values)) onNext();
      })}
    >
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
        inputMode="tel"
        error={errors.phoneNumber?.message}
        {...register('phoneNumber')}
      />
      {/* Read-only rather than disabled, so it is still part of the validated values. */}
      <TextField
        label="Email"
        type="email"
        readOnly
        aria-readonly="true"
        hint="Your account's email address."
        error={errors.email?.message}
        {...register('email')}
      />
      <StepActions onBack={onBack} submitLabel="Next" pending={isPending || busy} errorText={errorText} />
    </form>
  );
}
