import { ACCOUNT_STATUSES } from '@hirerelay/domain';
import type { TAdminUserDetail } from '../hooks/useAdminUser';
import { AccountSelect } from './AccountSelect';

const capitalize = (word: string) => `${word.charAt(0).toUpperCase()}${word.slice(1)}`;
const STATUS_OPTIONS = ACCOUNT_STATUSES.map((status) => ({ value: status, label: capitalize(status) }));

/** The account status, saved as soon as it is picked. */
export function StatusControl({ user }: { user: TAdminUserDetail }) {
  return (
    <AccountSelect
      user={user}
      label="Status"
      options={STATUS_OPTIONS}
      current={user.status}
      toChange={(status) => ({ status })}
      savedText={`Status saved: ${user.status}`}
      failureText="Failed to update the user's status. Please try again."
    />
  );
}
