import type { TEditableStep, TOnboardingProfilePatch } from '@hirerelay/domain';
import { useImperativeHandle, type Ref } from 'react';
import type { DefaultValues, FieldValues, Path } from 'react-hook-form';
import type { z } from 'zod';
import { schemaResolver } from '../../../components/form/schemaResolver';
import { useServerForm } from '../../../lib/forms/useServerForm';
import { useUpdateProfile } from '../../profile/hooks/useUpdateProfile';
import { saveIfDirty } from '../components/saveIfDirty';
import type { StepHandle } from '../components/stepTypes';
import { STEP_SAVE_FAILED } from '../onboardingMessages';

interface StepFormOptions<TValues extends FieldValues, TOutput> {
  step: TEditableStep;
  /** The step's shared form schema (libs/domain). */
  schema: z.ZodType<TOutput, FieldValues>;
  defaultValues: DefaultValues<TValues>;
  /** The PATCH body for the step's validated values. */
  toPatch: (values: TOutput) => TOnboardingProfilePatch;
  /** Fields whose server-side messages belong under the field rather than in the banner. */
  serverFields?: readonly Path<TValues>[];
  ref: Ref<StepHandle> | undefined;
  onNext: () => void;
}

/**
 * The wiring every editable wizard step shares: the form over the shared schema, saving the step
 * (server field messages placed under their fields; a failed save is logged, shown and keeps the
 * user on the step), Next = save then advance, and the wizard's "save before leaving" handle used
 * when another step is picked in the side list.
 */
export function useStepForm<TValues extends FieldValues, TOutput>({
  step,
  schema,
  defaultValues,
  toPatch,
  serverFields = [],
  ref,
  onNext,
}: StepFormOptions<TValues, TOutput>) {
  const { mutateAsync } = useUpdateProfile();
  const { form, field, send, isPending, errorText } = useServerForm<TValues, TOutput, unknown>({
    resolver: schemaResolver<TValues, TOutput>(schema),
    defaultValues,
    submit: (values) => mutateAsync({ ...toPatch(values), step }),
    serverFields,
    failureMessage: STEP_SAVE_FAILED,
    errorIn: 'banner-always',
    onError: (error) => console.error(STEP_SAVE_FAILED, error),
  });
  const { handleSubmit, formState } = form;
  // Read during render: react-hook-form only tracks the formState fields a render reads.
  const { isDirty } = formState;

  const saveValues = async (values: TOutput) => (await send(values)) !== undefined;

  useImperativeHandle(ref, () => ({
    saveBeforeLeave: () => saveIfDirty(isDirty, handleSubmit, saveValues),
  }));

  const onSubmit = handleSubmit(async (values) => {
    if (await saveValues(values)) onNext();
  });

  return { form, field, onSubmit, isPending, errorText };
}
