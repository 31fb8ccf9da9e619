/** User-visible messages that identity's refusals carry (the spec's, or ours where it has none). */
export const IdentityMessages = {
  invalidCredentials: 'Invalid email or password',
  emailTaken: 'An account with this email already exists',
  sessionExpired: 'Your session has expired. Please log in again.',
  resetLinkInvalid: 'This password reset link is invalid or has expired.',
  currentPasswordWrong: 'Current password is incorrect',
  accountDisabled: 'This account has been cancelled. Please contact support.',
  forbidden: "You don't have permission to do that",
  userNotFound: 'User not found',
  profileIncomplete: 'Please complete the required fields before finishing your profile.',
  resumeRequired: 'Resume is required',
  resumeNotFound: 'No resume on file',
  cannotRemoveOwnAdminRole: 'You cannot remove your own admin role',
  cannotCancelOwnAccount: 'You cannot cancel your own account',
} as const;
