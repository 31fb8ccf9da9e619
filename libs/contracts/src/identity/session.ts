import { z } from 'zod';
import {
  ROLES,
  ZAccountStatus,
  ZCurrentPassword,
  ZLoginPassword,
  ZPasswordPolicy,
  ZResetPasswordPayload,
  ZLoginLinkPayload,
  ZSignupPayload,
} from '@hirerelay/domain';
import { defineEvent, defineRpc } from '../define.js';

export const ZRole = z.enum(ROLES);

/** Who is signed in: what the gateway needs to authorize a request and the SPA to route. */
export const ZSessionUser = z.object({
  id: z.uuid(),
  email: z.string(),
  role: ZRole,
  status: ZAccountStatus,
  fullName: z.string().nullable(),
  onboardingCompleted: z.boolean(),
});
export type TSessionUser = z.infer<typeof ZSessionUser>;

/**
 * A new session (or a rotated one). The refresh token is opaque and random; identity stores only
 * its hash. `sessionId` names the token family: every rotation keeps it, and the gateway puts it
 * in the short-lived access token so a revoked session can be refused before the token expires.
 */
export const ZIssuedSession = z.object({
  user: ZSessionUser,
  sessionId: z.uuid(),
  refreshToken: z.string().min(32).max(200),
  refreshExpiresAt: z.iso.datetime(),
});
export type TIssuedSession = z.infer<typeof ZIssuedSession>;

/** Recorded with the session so a user (or staff) can tell sessions apart. */
const ZClientInfo = z.object({
  userAgent: z.string().max(500).optional(),
  ip: z.string().max(100).optional(),
});

export const SignupRpc = defineRpc(
  'identity.auth.signup.v1',
  ZSignupPayload.extend(ZClientInfo.shape),
  ZIssuedSession,
);

/**
 * With `idempotencyKey` (a UUID the gateway makes for each HTTP login and sends on every attempt),
 * the key is the new session's id, so the RpcClient may send the login again when a replica died
 * holding it: a repeat finds that session and answers it with a fresh refresh token (the earlier
 * attempts' tokens, never delivered, are retired), so a login never opens two sessions.
 */
export const LoginRpc = defineRpc(
  'identity.auth.login.v1',
  z
    .object({ email: z.string().max(320), password: ZLoginPassword, idempotencyKey: z.uuid().optional() })
    .extend(ZClientInfo.shape),
  ZIssuedSession,
);

/**
 * A refresh refused because a rotated token came back (theft, or a replay beyond the one sibling
 * of the grace window): the session has ended. It is a reply rather than an error so it can name
 * the ended session, which the gateway lists as revoked so its access tokens stop working at once.
 */
export const ZRefreshReuseDetected = z.object({
  reuseDetected: z.literal(true),
  revokedSessionIds: z.array(z.uuid()),
});

/**
 * Rotates the refresh token. Presenting an already-rotated token revokes the whole family
 * (answered with ZRefreshReuseDetected); other refusals (unknown, expired, ended) are errors.
 */
export const RefreshSessionRpc = defineRpc(
  'identity.auth.refresh.v1',
  z.object({ refreshToken: z.string().max(200) }).extend(ZClientInfo.shape),
  z.union([ZIssuedSession, ZRefreshReuseDetected]),
);

export const LogoutRpc = defineRpc(
  'identity.auth.logout.v1',
  z.object({ refreshToken: z.string().max(200) }),
  z.object({ sessionId: z.uuid().nullable() }),
);

/** Whether a session family is still valid (the gateway caches the answer briefly). */
export const GetSessionRpc = defineRpc(
  'identity.auth.get-session.v1',
  z.object({ sessionId: z.uuid() }),
  z.object({ active: z.boolean(), user: ZSessionUser.nullable() }),
  { idempotent: true },
);

/** Answers the same whether or not the address has an account, so it reveals nothing. */
export const RequestPasswordResetRpc = defineRpc(
  'identity.auth.request-password-reset.v1',
  z.object({ email: z.string().max(320) }),
  z.object({ accepted: z.literal(true) }),
);

/** Single use, one hour; a successful reset revokes every session of the user. */
export const ResetPasswordRpc = defineRpc(
  'identity.auth.reset-password.v1',
  ZResetPasswordPayload,
  z.object({ userId: z.uuid(), revokedSessionIds: z.array(z.uuid()) }),
);

/** Requires the current password; revokes the user's other sessions. */
export const ChangePasswordRpc = defineRpc(
  'identity.auth.change-password.v1',
  z.object({
    userId: z.uuid(),
    sessionId: z.uuid(),
    currentPassword: ZCurrentPassword,
    newPassword: ZPasswordPolicy,
  }),
  z.object({ revokedSessionIds: z.array(z.uuid()) }),
);

export const GetSessionUserRpc = defineRpc(
  'identity.users.get-session-user.v1',
  z.object({ userId: z.uuid() }),
  ZSessionUser,
  { idempotent: true },
);

/**
 * Past the per-account limit of failed logins, the gateway asks for a one-time sign-in link for
 * the address. Answers the same whether or not it has an account; at most one link is e-mailed
 * per account per LOGIN_LINK_EMAIL_INTERVAL_SECONDS (a stranger cannot flood the inbox).
 */
export const RequestLoginLinkRpc = defineRpc(
  'identity.auth.request-login-link.v1',
  z.object({ email: z.string().max(320) }),
  z.object({ accepted: z.literal(true) }),
);

/** Signs in with an e-mailed sign-in link: single use, LOGIN_LINK_TTL_MINUTES; a session as a login's. */
export const LoginWithLinkRpc = defineRpc(
  'identity.auth.login-with-link.v1',
  ZLoginLinkPayload.extend(ZClientInfo.shape),
  ZIssuedSession,
);

/** notifications e-mails the link `paths.loginLink?token=…`; the token is valid until `expiresAt`. */
export const LoginLinkRequestedEvent = defineEvent(
  'events.identity.login-link-requested.v1',
  z.object({ userId: z.uuid(), email: z.string(), token: z.string().min(32), expiresAt: z.iso.datetime() }),
);

/** notifications e-mails the link `paths.resetPassword?token=…`; the token is valid for one hour. */
export const PasswordResetRequestedEvent = defineEvent(
  'events.identity.password-reset-requested.v1',
  z.object({ userId: z.uuid(), email: z.string(), token: z.string().min(32), expiresAt: z.iso.datetime() }),
);
