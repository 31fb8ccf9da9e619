// The spec's default texts for when the gateway gives no message of its own.
export const LOGIN_FAILED = 'Failed to login. Please try again.';
export const SIGNUP_FAILED = 'Failed to create account. Please try again.';
export const FORGOT_PASSWORD_FAILED = 'Failed to send reset password email. Please try again.';
export const RESET_PASSWORD_FAILED = 'Failed to reset password. Please try again.';
export const CHECK_YOUR_EMAIL = 'Check your email';

/** The gateway's answer past the limit of failed logins: sign in with the e-mailed link. */
export const LOGIN_STEP_UP_REQUIRED_CODE = 'LOGIN_STEP_UP_REQUIRED';

/** The reset page waits this long before going to the login page. */
export const RESET_REDIRECT_DELAY_MS = 3000;
