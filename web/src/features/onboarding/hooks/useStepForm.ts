import type { TOnboardingProfilePatch } from '@hirerelay/domain';
import { useImperativeHandle, type Ref } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import type { z } from 'zod';
import { applyServerFieldErrors } from '../../../components/form/applyServerFieldErrors';
import { schemaResolver } from '../../../components/form/schemaResolver';
import { saveIfDirty } from '../components/saveIfDirty';
import type { StepHandle } from '../components/stepTypes';
import type { TEditableStep } from '@hirerelay/domain';
import { useStepSave } from './useStepSave';

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
 * (server field messages placed under their fields), Next = save then advance, and the wizard's
 * "save before leaving" handle used when another step is picked in the side list.
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
  const { save, isPending, errorText } = useStepSave(step);
  const form = useForm<TValues, unknown, TOutput>({
    resolver: schemaResolver<TValues, TOutput>(schema),
    defaultValues,
  });
  const { handleSubmit, setError, formState } = form;
  // Read during render: react-hook-form only tracks the formState fields a render reads.
  const { isDirty } = formState;

  const saveValues = (values: TOutput) =>
    save(toPatch(values), (error) => applyServerFieldErrors(error, setError, serverFields));

  useImperativeHandle(ref, () => ({
    saveBeforeLeave: () => saveIfDirty(isDirty, handleSubmit, saveValues),
  }));

  const onSubmit = handleSubmit(async (values) => {
    if (await saveValues(values)) onNext();
  });

  return { form, onSubmit, isPending, errorText };
}
