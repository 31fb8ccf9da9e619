import { ZSessionUser } from '@hirerelay/contracts';
import { z } from 'zod';

/** HTTP reply shapes of the auth routes (documented in OpenAPI, typed in the SPA). */
export const ZUserReply = z.object({ user: ZSessionUser });
export const ZCsrfReply = z.object({ token: z.string() });
export const ZOkReply = z.object({ ok: z.literal(true) });
