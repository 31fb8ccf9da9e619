import type { TProfile } from '../../profile/profileTypes';
import type { Ref } from 'react';

/** What the wizard asks of the visible step before switching to another one from the side list. */
export interface StepHandle {
  /** Saves changed values; resolves false when they are invalid or the save failed. */
  saveBeforeLeave: () => Promise<boolean>;
}

export interface StepProps {
  profile: TProfile;
  ref?: Ref<StepHandle>;
  /** The step was saved: go on to the next one. */
  onNext: () => void;
  /** Go to the previous step (undefined on the first). */
  onBack: (() => void) | undefined;
  /** The wizard is switching steps; inputs stay but actions wait. */
  busy: boolean;
}
