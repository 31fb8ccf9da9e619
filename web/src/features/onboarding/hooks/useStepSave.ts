import type { TOnboardingProfilePatch } from '@hirerelay/domain';
import { useCallback } from 'react';
import { errorMessage } from '../../../lib/api/errors';
import { useUpdateProfile } from '../../profile/hooks/useUpdateProfile';
import type { TEditableStep } from '@hirerelay/domain';
import { STEP_SAVE_FAILED } from '../onboardingMessages';

/**
 * Saves one wizard step's fields and marks the step done. Resolves to whether it worked: a failed
 * save is logged, shown, and keeps the user on the step.
 */
export function useStepSave(step: TEditableStep) {
  const { mutateAsync, isPending, error, reset } = useUpdateProfile();
  const save = useCallback(
    async (patch: TOnboardingProfilePatch, onError?: (error: unknown) => void): Promise<boolean> => {
      try {
        await mutateAsync({ ...patch, step });
        return true;
      } catch (failure) {
        console.error(STEP_SAVE_FAILED, failure);
        onError?.(failure);
        return false;
      }
    },
    [mutateAsync, step],
  );
  return { save, isPending, reset, errorText: error ? errorMessage(error, STEP_SAVE_FAILED) : null };
}
