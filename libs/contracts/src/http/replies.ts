import { z } from 'zod';
import { ZSessionUser } from '../identity/session.js';

/**
 * Reply bodies the gateway writes itself (they carry no service's reply unchanged): documented in
 * OpenAPI from here, so the SPA's generated types and the gateway agree.
 */

/** `{ user }`: the signed-in user, as signup, login, refresh and `GET /api/me` answer. */
export const ZSessionUserReply = z.object({ user: ZSessionUser });
export type TSessionUserReply = z.infer<typeof ZSessionUserReply>;

/** The CSRF token the SPA sends back as `X-CSRF-Token`. */
export const ZCsrfTokenReply = z.object({ token: z.string() });

/** A step that has nothing to return but its success. */
export const ZOkReply = z.object({ ok: z.literal(true) });

/** Public, non-secret settings the pages show (`GET /api/site-config`). */
export const ZSiteConfig = z.object({
  /** The number job links can be texted to (spec `{phone}`). */
  smsNumber: z.string(),
  /** The browser extension's page in the Chrome Web Store; empty until it is published. */
  extensionStoreUrl: z.string(),
});
export type TSiteConfig = z.infer<typeof ZSiteConfig>;
