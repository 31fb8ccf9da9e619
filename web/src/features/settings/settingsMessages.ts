// The password change's outcomes, shown as toasts; the profile text is logged and shown here
// as well.
export const PASSWORD_UPDATED = 'Password updated successfully!';
export const PASSWORD_UPDATE_FAILED = 'There was an error updating your password. Please try again.';
export const PROFILE_UPDATE_FAILED = 'Error updating profile';

// The settings page's resume and e-mail sections.
export const SETTINGS_TEXTS = {
  noResume: 'No resume on file. Upload one so we can apply for you.',
  resumeLoadFailed: 'We could not load your resume. Please reload the page.',
  removeResumeQuestion: 'Remove your resume?',
  removeResumeDescription:
    'We apply with your profile resume. Without one, upload a new resume before we can apply for you.',
  emailChangeSent: (newEmail: string) =>
    `We sent a confirmation link to ${newEmail}. Open it within 24 hours to start using that address; until then you keep signing in with your current one.`,
  emailChangeFailed: 'There was an error requesting your email change. Please try again.',
  /** A card's edit form while its code is on its way (it loads on Edit). */
  loadingForm: 'Loading the form…',
  // The cards over profile fields (the onboarding answers change here too).
  personalInformation: {
    loading: 'Loading your personal information…',
    loadFailed: 'We could not load your personal information. Please reload the page.',
    saved: 'Your personal information has been saved.',
  },
  applicationDetails: {
    loading: 'Loading your application details…',
    loadFailed: 'We could not load your application details. Please reload the page.',
    saved: 'Your application details have been saved.',
  },
  voluntary: {
    loading: 'Loading your answers…',
    loadFailed: 'We could not load your answers. Please reload the page.',
    saved: 'Your answers have been saved.',
  },
} as const;
