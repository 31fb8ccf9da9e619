import type { TAccountStatus } from '@hirerelay/domain';
import '../admin-users.css';

/** The account status as a coloured pill: active green, pending yellow, cancelled red, unpaid orange. */
export function UserStatusBadge({ status }: { status: TAccountStatus }) {
  return (
    <span className="status-pill user-status" data-status={status}>
      {status}
    </span>
  );
}
