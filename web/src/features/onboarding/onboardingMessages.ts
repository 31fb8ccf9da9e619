// Spec 01 §8 names these onboarding failures; they are logged, and shown beside the step so a
// save that did not happen is never silent.
export const STEP_SAVE_FAILED = 'Error saving step data';
export const COMPLETE_FAILED = 'Error completing onboarding';
