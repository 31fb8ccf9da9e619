// Who an account is and what its status allows: the one copy identity, content, the gateway and the
// web app use. No zod here (the SPA's pages import it); the schemas are in validation/.

export const ROLES = ['user', 'admin'] as const;
export type TRole = (typeof ROLES)[number];

export const ACCOUNT_STATUSES = ['active', 'pending', 'cancelled', 'unpaid'] as const;
export type TAccountStatus = (typeof ACCOUNT_STATUSES)[number];
export const DEFAULT_ACCOUNT_STATUS: TAccountStatus = 'active';

/** A cancelled account cannot sign in, refresh, reset its password or act; every other status can. */
export const mayUseAccount = (status: TAccountStatus): boolean => status !== 'cancelled';

/** Staff: the admin role on an account that may be used (a cancelled admin loses access at once). */
export const isActiveAdmin = (account: { role: TRole; status: TAccountStatus }): boolean =>
  account.role === 'admin' && mayUseAccount(account.status);

/** The refusal when the staff rule (or an owner check) says no: one text for identity, content and the gateway. */
export const MSG_FORBIDDEN = "You don't have permission to do that";
