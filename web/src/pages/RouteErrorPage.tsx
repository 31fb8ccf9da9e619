import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { paths } from '../app/paths';
import { PageMeta } from '../components/PageMeta';
import { NotFoundPage } from './NotFoundPage';

/** Shown when rendering a page throws; keeps the visitor inside the site with a way back. */
export function RouteErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return (
    <article className="page-shell container" role="alert">
      <PageMeta title="Something went wrong" />
      <h1>Something went wrong</h1>
      <p className="lead">
        This page failed to load. Reloading usually helps; if it keeps happening, contact us.
      </p>
      <p className="actions">
        <button
          className="button button--primary"
          type="button"
          onClick={() => {
            window.location.reload();
          }}
        >
          Reload the page
        </button>
        <Link className="button button--secondary" to={paths.home}>
          Go to the home page
        </Link>
      </p>
    </article>
  );
}
