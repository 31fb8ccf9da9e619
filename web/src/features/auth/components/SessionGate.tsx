import type { TSessionUser } from '../authTypes';
import type { ReactNode } from 'react';
import { useLoadingOverlayWhile } from '../../../components/loading-overlay/useLoadingOverlay';
import { useMe } from '../hooks/useMe';

interface SessionGateProps {
  /** What to render once it is known who (if anyone) is signed in. */
  children: (user: TSessionUser | null) => ReactNode;
  /** What shows while the check runs (the signed-in pages' shell); nothing by default. */
  pending?: ReactNode;
}

/**
 * Waits for the session check: the page's loading overlay over `pending` while loading, a
 * retry when the check itself failed.
 */
export function SessionGate({ children, pending = null }: SessionGateProps) {
  const me = useMe();
  const checking = me.data === undefined && !me.isError;
  useLoadingOverlayWhile(checking, 'Checking your session…');
  // Data wins over a failed background refresh: the last known session stays usable.
  if (me.data !== undefined) return children(me.data);
  if (me.isError) {
    return (
      <div className="container session-error" role="alert">
        <p>We could not check whether you are signed in. Please try again.</p>
        <button className="button button--secondary" type="button" onClick={() => void me.refetch()}>
          Try again
        </button>
      </div>
    );
  }
  return pending;
}
