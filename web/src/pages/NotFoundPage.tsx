import { Link, useLocation } from 'react-router';
import { paths } from '../app/paths';
import { PageMeta } from '../components/PageMeta';

export function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <article className="page-shell container">
      <PageMeta
        title="Page not found"
        description="There is no HireRelay page at this address. Go to the home page, or contact us if a link brought you here."
      />
      <p className="eyebrow">Error 404</p>
      <h1>Page not found</h1>
      <p className="lead">
        There is no page at <code>{pathname}</code>. The link may be mistyped, or the page may have moved.
      </p>
      <p className="actions">
        <Link className="button button--primary" to={paths.home}>
          Go to the home page
        </Link>
        <Link className="button button--secondary" to={paths.contact}>
          Contact us
        </Link>
      </p>
    </article>
  );
}
