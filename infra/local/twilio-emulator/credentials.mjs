// @ts-check
// The local Twilio account the stand-in accepts and notifications uses locally and in tests. Fixed
// values with no real account behind them, so not secrets: real Twilio's come from the environment.

/** Twilio account SIDs are `AC` and 32 hex digits; the SDK refuses anything else. */
export const LOCAL_TWILIO_ACCOUNT_SID = `AC${'0'.repeat(28)}10ca`;

/** Signs the stand-in's webhooks (`X-Twilio-Signature`) and opens its API (basic auth). */
export const LOCAL_TWILIO_AUTH_TOKEN = 'local_twilio_auth_token_stand_in';

/**
 * The HireRelay number, E.164: the same number the gateway shows as `SMS_NUMBER`
 * (`+1 (555) 010-0142`), so a text sent to the displayed number reaches the system locally.
 */
export const LOCAL_SMS_NUMBER = '+15550100142';
