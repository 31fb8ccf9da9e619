// Spec 02 §8 (Password), shown as toasts (decisions: spec alerts become toasts); the profile text
// is spec 01 §8's logged message, shown here as well.
export const PASSWORD_UPDATED = 'Password updated successfully!';
export const PASSWORD_UPDATE_FAILED = 'There was an error updating your password. Please try again.';
export const PROFILE_UPDATE_FAILED = 'Error updating profile';
