const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/**
 * The raw body and `Stripe-Signature` header as billing's webhook RPC takes them, or null when
 * they cannot be a Stripe event: no body, bytes that are not UTF-8 (no signature could match
 * after decoding), or no single signature header. The bytes are decoded, never re-serialised, so
 * what billing verifies is exactly what Stripe signed.
 */
export function stripeWebhookInput(
  body: unknown,
  signature: string | string[] | undefined,
): { payload: string; signature: string } | null {
  if (!Buffer.isBuffer(body) || body.length === 0) return null;
  if (typeof signature !== 'string' || signature.length === 0 || signature.length > 4_000) return null;
  try {
    return { payload: utf8.decode(body), signature };
  } catch {
    return null;
  }
}
