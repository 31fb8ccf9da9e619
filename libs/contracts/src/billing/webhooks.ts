import { z } from 'zod';
import { defineRpc } from '../define.js';

/**
 * A Stripe webhook as the gateway received it: the raw body (verified byte for byte) and the
 * `Stripe-Signature` header. Refused (VALIDATION) when the signature or its time is wrong.
 */
export const ProcessWebhookRpc = defineRpc(
  'billing.webhooks.process.v1',
  z
    .object({
      payload: z.string().min(1).max(1_000_000),
      signature: z.string().min(1).max(4_000),
    })
    .strict(),
  /** `duplicate`: the event was applied before; nothing changed. */
  z.object({ received: z.literal(true), duplicate: z.boolean() }),
);
