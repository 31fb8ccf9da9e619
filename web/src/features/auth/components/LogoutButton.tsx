import { useLogout } from '../hooks/useLogout';

export function LogoutButton({ className = 'button button--ghost' }: { className?: string }) {
  const logout = useLogout();
  return (
    <button className={className} type="button" disabled={logout.isPending} onClick={() => logout.mutate()}>
      Logout
    </button>
  );
}
