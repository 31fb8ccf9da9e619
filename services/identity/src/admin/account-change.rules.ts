import { isActiveAdmin, mayUseAccount, type TAccountStatus, type TRole } from '@hirerelay/domain';

interface AccountAccess {
  role: TRole;
  status: TAccountStatus;
}

/**
 * Whether a change to an account must end all its sessions. The gateway trusts the role inside a
 * verified, unrevoked access token (it does not ask identity on every staff request), so any change
 * that takes away something a token may grant ends the sessions, and the gateway lists them as
 * revoked: an admin demoted, or cancelled, loses staff access on their very next request; any
 * cancelled account loses the account. Nothing else ends them: a promotion gives more than the
 * tokens say (the next refresh or sign-in carries the new role), and `pending`/`unpaid` take away
 * nothing a token grants (`isActiveAdmin`, `mayUseAccount`).
 */
export const changeEndsSessions = (before: AccountAccess, after: AccountAccess): boolean =>
  (mayUseAccount(before.status) && !mayUseAccount(after.status)) ||
  (isActiveAdmin(before) && !isActiveAdmin(after));
