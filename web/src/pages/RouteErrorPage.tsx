import { Link } from 'react-router';
import { paths } from '../app/paths';
import { PageMeta } from '../components/PageMeta';

/**
 * Shown when rendering a page throws, or its code cannot be loaded (a deploy replaced it): keeps the
 * visitor inside the site with a way back.
 */
export function RouteErrorPage() {
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
