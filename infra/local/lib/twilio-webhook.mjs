// @ts-check
// Points the HireRelay number's incoming texts on the local Twilio stand-in at a running gateway.
// Real Twilio is told the number's webhook ("A message comes in") in its console; the stand-in is
// told here, through its control API. The signature covers the public address (PUBLIC_BASE_URL,
// what the gateway checks it against); the stand-in posts to where the gateway really listens.

/** The gateway's route for Twilio's incoming texts. */
export const TWILIO_SMS_WEBHOOK_PATH = '/api/webhooks/twilio/sms';

/**
 * @typedef {object} TwilioWebhookRegistration
 * @property {string} smsUrl the public URL the stand-in signs
 * @property {() => Promise<void>} remove forgets the registration, unless a newer system took it
 */

/**
 * @param {{ twilioApiBase: string, phoneNumber: string, publicBaseUrl: string, gatewayUrl: string }} options
 * @returns {Promise<TwilioWebhookRegistration>}
 */
export async function registerTwilioWebhook({ twilioApiBase, phoneNumber, publicBaseUrl, gatewayUrl }) {
  const smsUrl = `${publicBaseUrl.replace(/\/+$/, '')}${TWILIO_SMS_WEBHOOK_PATH}`;
  const deliverTo = `${gatewayUrl.replace(/\/+$/, '')}${TWILIO_SMS_WEBHOOK_PATH}`;
  const response = await fetch(`${twilioApiBase}/_emulator/phone-numbers`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ phoneNumber, smsUrl, deliverTo }),
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) {
    throw new Error(
      `the Twilio stand-in refused the webhook ${smsUrl}: ${response.status} ${await response.text()}`,
    );
  }
  return {
    smsUrl,
    remove: async () => {
      const query = new URLSearchParams({ phoneNumber, deliverTo });
      await fetch(`${twilioApiBase}/_emulator/phone-numbers?${query}`, {
        method: 'DELETE',
        signal: AbortSignal.timeout(10_000),
      });
    },
  };
}
