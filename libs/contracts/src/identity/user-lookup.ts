import { z } from 'zod';
import { ZAccountStatus } from '@hirerelay/domain';
import { defineRpc } from '../define.js';
import { ZRole } from './session.js';

/** What other services may know of a user: enough to show a name and to check a role. */
export const ZUserSummary = z.object({
  id: z.uuid(),
  fullName: z.string().nullable(),
  role: ZRole,
  status: ZAccountStatus,
});
export type TUserSummary = z.infer<typeof ZUserSummary>;

/** Users by id, in one round trip; unknown ids are simply absent from the reply. */
export const LookupUsersRpc = defineRpc(
  'identity.users.lookup.v1',
  z.object({ userIds: z.array(z.uuid()).max(200) }),
  z.object({ users: z.array(ZUserSummary) }),
  { idempotent: true },
);
