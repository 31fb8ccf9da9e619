import type { findMissingProfileFields } from '@hirerelay/domain';
import { Link } from 'react-router';
import { stepLink, type ReviewSection } from '../reviewSections';

/** The required fields still empty, each with a link to its step; or the note that all is there. */
export function ReviewMissingFields({ missing }: { missing: ReturnType<typeof findMissingProfileFields> }) {
  if (missing.length === 0) {
    return (
      <p className="review-ready">
        Everything we need is here. Check your answers, then complete your profile.
      </p>
    );
  }
  return (
    <section className="review-missing" aria-labelledby="review-missing-heading">
      <h3 id="review-missing-heading" className="review-missing__heading">
        Missing required fields
      </h3>
      <ul className="review-missing__list" role="list">
        {missing.map(({ field, label, step }) => (
          <li key={field}>
            <span>{label}</span>
            <Link to={stepLink(step)} aria-label={`Edit ${label}`}>
              Edit
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** One step's answers, with the link back to the step. */
export function ReviewSectionBlock({ section: { step, title, rows } }: { section: ReviewSection }) {
  return (
    <section className="review-section" aria-labelledby={`review-${String(step)}`}>
      <div className="review-section__head">
        <h3 id={`review-${String(step)}`}>{title}</h3>
        <Link to={stepLink(step)} aria-label={`Edit ${title}`}>
          Edit
        </Link>
      </div>
      <dl className="review-section__list">
        {rows.map(([label, value]) => (
          <div key={label} className="review-section__row">
            <dt>{label}</dt>
            <dd>{value ? value : <span className="review-section__empty">Not provided</span>}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
