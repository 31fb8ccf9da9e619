import type { FieldValues, UseFormHandleSubmit } from 'react-hook-form';

/**
 * Before leaving a step from the side list: unchanged values need no save; changed ones are
 * validated (showing their messages) and saved. Resolves whether the user may leave.
 */
export function saveIfDirty<TValues extends FieldValues, TOutput>(
  isDirty: boolean,
  handleSubmit: UseFormHandleSubmit<TValues, TOutput>,
  save: (values: TOutput) => Promise<boolean>,
): Promise<boolean> {
  if (!isDirty) return Promise.resolve(true);
  return new Promise((resolve) => {
    void handleSubmit(
      async (values) => {
        resolve(await save(values));
      },
      () => {
        resolve(false);
      },
    )();
  });
}
