import type { TRole } from '@hirerelay/domain';
import type { TAdminUserDetail } from '../hooks/useAdminUser';
import { AccountSelect } from './AccountSelect';

const ROLE_LABELS = { user: 'User', admin: 'Admin' } as const;
const ROLE_OPTIONS = (Object.keys(ROLE_LABELS) as TRole[]).map((role) => ({
  value: role,
  label: ROLE_LABELS[role],
}));

/** Admins grant or remove the admin role here; identity refuses removing one's own. */
export function RoleControl({ user }: { user: TAdminUserDetail }) {
  return (
    <AccountSelect
      user={user}
      label="Role"
      options={ROLE_OPTIONS}
      current={user.role}
      toChange={(role) => ({ role })}
      savedText={`Role saved: ${ROLE_LABELS[user.role]}`}
      failureText="Failed to update the user's role. Please try again."
    />
  );
}
