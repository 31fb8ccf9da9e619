// The onboarding failures: they are logged, and shown beside the step so a
// save that did not happen is never silent.
export const STEP_SAVE_FAILED = 'Error saving step data';
export const COMPLETE_FAILED = 'Error completing onboarding';

// Not in spec: why the voluntary questions are asked, above them in the wizard and in Settings.
export const VOLUNTARY_NOTE =
  'Employers ask these questions to meet equal-opportunity reporting rules. Answering is voluntary, and declining to answer will not affect your applications.';
