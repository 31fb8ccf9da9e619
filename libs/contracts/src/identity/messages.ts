import {
  MSG_EMAIL_CHANGE_LINK_INVALID,
  MSG_FORBIDDEN,
  MSG_LOGIN_LINK_INVALID,
  MSG_LOGIN_STEP_UP_REQUIRED,
  MSG_RESET_LINK_INVALID,
  msgSmsCountryNotAllowed,
} from '@hirerelay/domain';

/**
 * User-visible messages that identity's refusals carry (the spec's, or ours where it has none):
 * identity's one table. Texts the SPA also shows, or that other owners share, are written once in
 * libs/domain and referenced here.
 */
export const IdentityMessages = {
  invalidCredentials: 'Invalid email or password',
  emailTaken: 'An account with this email already exists',
  sessionExpired: 'Your session has expired. Please log in again.',
  resetLinkInvalid: MSG_RESET_LINK_INVALID,
  loginLinkInvalid: MSG_LOGIN_LINK_INVALID,
  loginStepUpRequired: MSG_LOGIN_STEP_UP_REQUIRED,
  currentPasswordWrong: 'Current password is incorrect',
  accountDisabled: 'This account has been cancelled. Please contact support.',
  forbidden: MSG_FORBIDDEN,
  userNotFound: 'User not found',
  profileIncomplete: 'Please complete the required fields before finishing your profile.',
  resumeRequired: 'Resume is required',
  resumeNotFound: 'No resume on file',
  cannotRemoveOwnAdminRole: 'You cannot remove your own admin role',
  cannotCancelOwnAccount: 'You cannot cancel your own account',
  emailUnchanged: 'This is already your email address',
  emailChangeLinkInvalid: MSG_EMAIL_CHANGE_LINK_INVALID,
  emailChangeTooMany: 'Too many email change requests. Please try again in an hour.',
  // Text-to-apply: the number is verified by a texted code.
  phoneVerifiedElsewhere: 'This number is already verified on another HireRelay account.',
  phoneMissing: 'Please add your phone number first.',
  phoneAlreadyVerified: 'Your number is already verified.',
  codeResendTooSoon: (seconds: number) =>
    `Please wait ${plural(seconds, 'second')} before asking for another code.`,
  codeHourlyLimit: (minutes: number) =>
    `You have asked for too many codes. Please try again in ${plural(minutes, 'minute')}.`,
  codeNotRequested: 'Please ask for a code first.',
  codeExpired: 'This code has expired. Please ask for a new one.',
  codeAttemptsUsedUp: 'Too many wrong codes. Please ask for a new one.',
  codeWrong: (attemptsLeft: number) =>
    attemptsLeft > 0
      ? `That code is not right. You have ${plural(attemptsLeft, 'attempt')} left.`
      : 'That code is not right. Please ask for a new one.',
  // Against SMS pumping: who may be texted a code, and how often one number is.
  phoneCountryNotAllowed: msgSmsCountryNotAllowed,
  codeNeedsSubscription: 'Text-to-apply comes with every plan. Please choose a plan to verify your number.',
  codeNumberLimit: (minutes: number) =>
    `Too many codes have been sent to this number. Please try again in ${
      minutes > 90 ? plural(Math.ceil(minutes / 60), 'hour') : plural(minutes, 'minute')
    }.`,
} as const;

function plural(count: number, unit: string): string {
  return `${String(count)} ${unit}${count === 1 ? '' : 's'}`;
}
