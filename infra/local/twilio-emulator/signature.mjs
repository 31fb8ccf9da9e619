// @ts-check
// Twilio's webhook signature (`X-Twilio-Signature`), written from Twilio's description ("Webhooks
// security"): the full URL the webhook was posted to, then each POST parameter's name and value,
// sorted by name, concatenated without separators; HMAC-SHA1 with the account's auth token;
// base64. Written here on its own (not taken from the SDK) so the tests can check it against the
// SDK's `validateRequest`, the function the receiving side uses.

import { createHmac } from 'node:crypto';

/**
 * @param {string} authToken
 * @param {string} url the public URL as configured for the number (query string included)
 * @param {Record<string, string>} params the form parameters
 */
export function twilioSignature(authToken, url, params) {
  const data = Object.keys(params)
    .sort()
    .reduce((acc, key) => acc + key + params[key], url);
  return createHmac('sha1', authToken).update(Buffer.from(data, 'utf8')).digest('base64');
}
