import { z } from 'zod';
import { plainText, ZAccountStatus, ZIsoDate } from '@hirerelay/domain';
import { defineRpc } from '../define.js';
import { ZProfile } from './profile.js';
import { ZRole } from './session.js';

/** A row of the admin User Management table (plan and usage come from billing once it exists). */
export const ZAdminUserRow = z.object({
  id: z.uuid(),
  fullName: z.string().nullable(),
  email: z.string(),
  status: ZAccountStatus,
  role: ZRole,
  plan: z.string(),
  jobQuota: z.number().int(),
  jobsUsed: z.number().int(),
  subscriptionDate: z.iso.datetime().nullable(),
  lastLoginAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
});
export type TAdminUserRow = z.infer<typeof ZAdminUserRow>;

export const ZAdminUserFilters = z.object({
  status: ZAccountStatus.optional(),
  planType: plainText(50).optional(),
  /** Subscription date range, inclusive, as YYYY-MM-DD (years 1900–9999). */
  from: ZIsoDate.optional(),
  to: ZIsoDate.optional(),
  /** Matches name, email, plan or status, case-insensitively. */
  search: plainText(200).optional(),
});
export type TAdminUserFilters = z.infer<typeof ZAdminUserFilters>;

/** Newest first, keyset-paginated: `cursor` is the opaque `nextCursor` of the previous page. */
export const ListUsersRpc = defineRpc(
  'identity.admin.list-users.v1',
  ZAdminUserFilters.extend({
    /** The staff member asking: identity checks they are an active admin. */
    actorId: z.uuid(),
    cursor: z.string().max(200).optional(),
    limit: z.number().int().min(1).max(500).default(50),
  }),
  z.object({ items: z.array(ZAdminUserRow), nextCursor: z.string().nullable() }),
);

export const ZAdminUserDetail = ZAdminUserRow.extend({ profile: ZProfile });
export type TAdminUserDetail = z.infer<typeof ZAdminUserDetail>;

export const GetUserRpc = defineRpc(
  'identity.admin.get-user.v1',
  z.object({ userId: z.uuid(), actorId: z.uuid() }),
  ZAdminUserDetail,
);

/**
 * Status changes save at once; granting or removing the admin role is recorded with the actor.
 * Cancelling an account ends its sessions: `revokedSessionIds` names them so the gateway refuses
 * their access tokens at once (it does not pass the list on to the browser).
 */
export const UpdateUserRpc = defineRpc(
  'identity.admin.update-user.v1',
  z.object({
    userId: z.uuid(),
    actorId: z.uuid(),
    status: ZAccountStatus.optional(),
    role: ZRole.optional(),
  }),
  ZAdminUserDetail.extend({ revokedSessionIds: z.array(z.uuid()) }),
);
