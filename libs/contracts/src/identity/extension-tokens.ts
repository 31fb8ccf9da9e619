import { z } from 'zod';
import { requiredText } from '@hirerelay/domain';
import { defineRpc } from '../define.js';

/**
 * Browser-extension tokens: personal API tokens a user creates in Settings and pastes into the
 * extension, which may only send job links (`POST /api/extension/jobs`). identity owns them and
 * stores only their SHA-256; the token itself is shown once, in the create reply.
 */

/** What every token starts with, so a leaked one is recognisable (secret scanners, logs). */
export const EXTENSION_TOKEN_PREFIX = 'hrx_';
/** The prefix and 32 random bytes in base64url: nothing else can be a token. */
export const EXTENSION_TOKEN_PATTERN = /^hrx_[A-Za-z0-9_-]{43}$/;
export const EXTENSION_TOKEN_NAME_MAX = 60;
/** Live (unrevoked) tokens one user may hold. */
export const EXTENSION_TOKENS_PER_USER = 10;

/** identity's refusals about extension tokens (shown by the SPA and by the extension as sent). */
export const ExtensionTokenMessages = {
  nameRequired: 'Please enter a name for the token',
  limitReached: `You can have at most ${String(EXTENSION_TOKENS_PER_USER)} extension tokens. Revoke one you no longer use first.`,
  notFound: 'Extension token not found',
  /** Unknown, revoked, malformed or missing tokens and cancelled accounts all get this one text. */
  invalid: 'This extension token is not valid. Create a new one in Settings and paste it into the extension.',
} as const;

export const ZExtensionTokenName = requiredText(
  ExtensionTokenMessages.nameRequired,
  EXTENSION_TOKEN_NAME_MAX,
);

/** The body of `POST /api/extension/tokens`. */
export const ZCreateExtensionTokenBody = z.object({ name: ZExtensionTokenName });
export type TCreateExtensionTokenBody = z.infer<typeof ZCreateExtensionTokenBody>;

/** A token as listed: never its secret, never its hash. */
export const ZExtensionToken = z.object({
  id: z.uuid(),
  name: z.string(),
  createdAt: z.iso.datetime(),
  lastUsedAt: z.iso.datetime().nullable(),
});
export type TExtensionToken = z.infer<typeof ZExtensionToken>;

/** The create reply: the one time the token's secret is shown. */
export const ZCreatedExtensionToken = z.object({
  token: ZExtensionToken,
  secret: z.string().regex(EXTENSION_TOKEN_PATTERN),
});
export type TCreatedExtensionToken = z.infer<typeof ZCreatedExtensionToken>;

export const ZExtensionTokenList = z.object({ items: z.array(ZExtensionToken) });
export type TExtensionTokenList = z.infer<typeof ZExtensionTokenList>;

/** Refused with CONFLICT (`fields.name`) once the user holds EXTENSION_TOKENS_PER_USER live tokens. */
export const CreateExtensionTokenRpc = defineRpc(
  'identity.extension-tokens.create.v1',
  z.object({ userId: z.uuid(), name: ZExtensionTokenName }),
  ZCreatedExtensionToken,
);

/** The user's live tokens, newest first. */
export const ListExtensionTokensRpc = defineRpc(
  'identity.extension-tokens.list.v1',
  z.object({ userId: z.uuid() }),
  ZExtensionTokenList,
  { idempotent: true },
);

/** Idempotent for the owner; another user's token or an unknown id is NOT_FOUND. */
export const RevokeExtensionTokenRpc = defineRpc(
  'identity.extension-tokens.revoke.v1',
  z.object({ userId: z.uuid(), tokenId: z.uuid() }),
  z.object({ revoked: z.literal(true) }),
);

/**
 * The token's user, or UNAUTHENTICATED with `ExtensionTokenMessages.invalid` (unknown, revoked and
 * malformed tokens alike, and a cancelled account). Any string up to the bound is accepted, so a
 * malformed token is refused like an unknown one rather than as a validation error.
 */
export const AuthenticateExtensionTokenRpc = defineRpc(
  'identity.extension-tokens.authenticate.v1',
  z.object({ token: z.string().max(200) }),
  z.object({ userId: z.uuid(), tokenId: z.uuid() }),
  { idempotent: true },
);
