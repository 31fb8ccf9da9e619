import { createHmac, timingSafeEqual } from 'node:crypto';

/** A signature older or newer than this (seconds) is refused: a captured request cannot be replayed later. */
export const INBOUND_MAIL_SIGNATURE_TOLERANCE_SECONDS = 5 * 60;

/** The hex HMAC-SHA256 of `<t>.<body>` with the secret: what the provider puts after `v1=`. */
export function inboundMailSignature(secret: string, timestamp: number, body: Buffer): string {
  return createHmac('sha256', secret).update(`${timestamp}.`).update(body).digest('hex');
}

/** The header a provider sends for `body` at `timestamp` (seconds): `t=<unix>,v1=<hex>`. */
export function inboundMailSignatureHeader(secret: string, timestamp: number, body: Buffer): string {
  return `t=${timestamp},v1=${inboundMailSignature(secret, timestamp, body)}`;
}

/**
 * Whether `X-HireRelay-Signature` signs exactly these bytes with the secret, within the tolerance of
 * `nowSeconds`: `t=<unix seconds>,v1=<64 hex>` (several `v1=` accepted, as during a secret's
 * rotation; any one matching passes). Compared in constant time; anything malformed is false.
 */
export function verifyInboundMailSignature(
  secret: string,
  header: string | string[] | undefined,
  body: Buffer,
  nowSeconds: number,
): boolean {
  if (typeof header !== 'string' || header.length === 0 || header.length > 1_000) return false;
  let timestamp: number | null = null;
  const candidates: string[] = [];
  for (const part of header.split(',')) {
    const [key, value, ...rest] = part.trim().split('=');
    if (rest.length > 0 || value === undefined) return false;
    if (key === 't') {
      if (timestamp !== null || !/^\d{1,12}$/.test(value)) return false;
      timestamp = Number(value);
    } else if (key === 'v1') {
      if (!/^[0-9a-f]{64}$/i.test(value)) return false;
      candidates.push(value.toLowerCase());
    }
  }
  if (timestamp === null || candidates.length === 0 || candidates.length > 4) return false;
  if (Math.abs(nowSeconds - timestamp) > INBOUND_MAIL_SIGNATURE_TOLERANCE_SECONDS) return false;
  const expected = Buffer.from(inboundMailSignature(secret, timestamp, body), 'hex');
  let matched = false;
  for (const candidate of candidates) {
    // Every candidate is compared (no early exit), each in constant time.
    if (timingSafeEqual(expected, Buffer.from(candidate, 'hex'))) matched = true;
  }
  return matched;
}
