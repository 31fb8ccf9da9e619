// The text-to-apply section's own texts (identity's refusals come with their messages).
export const TEXT_TO_APPLY_LOAD_FAILED =
  'We could not load your text-to-apply settings. Please reload the page.';
export const PHONE_SAVE_FAILED = 'We could not save your number. Please try again.';
export const PHONE_SAVED = 'Your number has been saved. Send yourself a code to verify it.';
export const PHONE_REMOVED = 'Your number has been removed.';
export const CODE_SEND_FAILED = 'We could not send a code. Please try again.';
export const CODE_SENT = 'We texted you a 6-digit code.';
export const VERIFY_FAILED = 'We could not check the code. Please try again.';
export const PHONE_VERIFIED = 'Your number is verified. You can now text job links to HireRelay.';
export const SMS_UPDATES_FAILED = 'We could not change your SMS updates. Please try again.';
export const SMS_UPDATES_ON = 'SMS updates are on.';
export const SMS_UPDATES_OFF = 'SMS updates are off.';

/** "Resend code in 42 s" style waits: minutes once it is over a minute and a half. */
export function waitText(seconds: number): string {
  if (seconds > 90) return `${String(Math.ceil(seconds / 60))} min`;
  return `${String(seconds)} s`;
}
