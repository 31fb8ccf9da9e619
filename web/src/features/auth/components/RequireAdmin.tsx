import { Link, Outlet } from 'react-router';
import { paths } from '../../../app/paths';
import { PageMeta } from '../../../components/PageMeta';
import { SessionGate } from './SessionGate';

/** Admin-only screens; place under RequireAuth. The server enforces the role as well. */
export function RequireAdmin() {
  return <SessionGate>{(user) => (user?.role === 'admin' ? <Outlet /> : <AdminsOnly />)}</SessionGate>;
}

function AdminsOnly() {
  return (
    <article className="page-shell container">
      <PageMeta title="Admins only" />
      <h1>Admins only</h1>
      <p className="lead">You don&apos;t have permission to view this page.</p>
      <p className="actions">
        <Link className="button button--primary" to={paths.dashboard}>
          Go to your dashboard
        </Link>
      </p>
    </article>
  );
}
