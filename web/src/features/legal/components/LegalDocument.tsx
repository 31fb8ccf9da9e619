import type { ReactNode } from 'react';
import { PageMeta } from '../../../components/PageMeta';
import '../legal.css';

interface LegalDocumentProps {
  /** Short name for the document title, e.g. "Terms of Service" → "Terms of Service · HireRelay". */
  title: string;
  /** The meta description for search results and link previews. */
  description: string;
  heading: string;
  /** The date line under the heading, e.g. "Effective date: 5/1/2025". */
  dateLine: string;
  children: ReactNode;
}

/** Long-form layout for the legal and about pages: a readable measure that works from 360 px up. */
export function LegalDocument({ title, description, heading, dateLine, children }: LegalDocumentProps) {
  return (
    <article className="legal container">
      <PageMeta title={title} description={description} />
      <header className="legal__header">
        <h1>{heading}</h1>
        <p className="legal__date">{dateLine}</p>
      </header>
      <div className="legal__body">{children}</div>
    </article>
  );
}

interface LegalSectionProps {
  heading: string;
  children: ReactNode;
}

export function LegalSection({ heading, children }: LegalSectionProps) {
  return (
    <section className="legal__section">
      <h2>{heading}</h2>
      {children}
    </section>
  );
}
