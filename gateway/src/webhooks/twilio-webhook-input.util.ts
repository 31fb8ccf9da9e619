const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/** Twilio's base64 HMAC-SHA1 is 28 characters; anything far longer is not one. */
const MAX_SIGNATURE_LENGTH = 200;

/**
 * The form parameters and `X-Twilio-Signature` of a Twilio webhook as notifications' RPC takes them,
 * or null when they cannot be a signed Twilio request: no single signature header, a body that is
 * not a form (a JSON or empty body, bytes that are not UTF-8), or a parameter given twice (Twilio
 * never does, and the signature covers one value per name).
 */
export function twilioWebhookInput(
  body: unknown,
  signature: string | string[] | undefined,
): { params: Record<string, string>; signature: string } | null {
  if (typeof signature !== 'string' || signature.length === 0 || signature.length > MAX_SIGNATURE_LENGTH)
    return null;
  if (!Buffer.isBuffer(body) || body.length === 0) return null;
  let text: string;
  try {
    text = utf8.decode(body);
  } catch {
    return null;
  }
  const entries = [...new URLSearchParams(text)];
  if (new Set(entries.map(([name]) => name)).size !== entries.length) return null;
  // fromEntries defines own properties: a parameter named `__proto__` stays a parameter.
  return { params: Object.fromEntries(entries), signature };
}
