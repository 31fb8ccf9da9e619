import type { ReactNode } from 'react';
import { PageMeta } from './PageMeta';

interface PageShellProps {
  /** Short name for the document title, e.g. "Pricing" → "Pricing · HireRelay". */
  title: string;
  /** The meta description, for public pages. */
  description?: string;
  heading: string;
  /** One paragraph saying what the page will hold. */
  children: ReactNode;
}

/** Placeholder page: its heading, what it is for, and an honest note that it is not built yet. */
export function PageShell({ title, description, heading, children }: PageShellProps) {
  return (
    <article className="page-shell container">
      <PageMeta title={title} description={description} />
      <h1>{heading}</h1>
      <p className="lead">{children}</p>
      <p className="page-shell__note">
        <span className="badge">Coming soon</span> This page arrives in a later release.
      </p>
    </article>
  );
}
