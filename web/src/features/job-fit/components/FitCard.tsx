import { Spinner } from '../../../components/Spinner';
import { FitMessages as Texts } from '../fitMessages';
import type { TJobFit, TJobFitFound, TJobFitMissing } from '../fitTypes';
import { bandTone, fitStateText, kindLabel, requiredFirst } from '../fitView';
import { useJobFit } from '../hooks/useJobFit';
import '../job-fit.css';

type Heading = 'h2' | 'h3' | 'h4';

function KindTag({ kind }: { kind: 'required' | 'preferred' }) {
  return (
    <span className="fit-kind" data-kind={kind}>
      {kindLabel(kind)}
    </span>
  );
}

function FoundList({ items }: { items: TJobFitFound[] }) {
  if (items.length === 0) return <p className="fit-card__empty">{Texts.noneFound}</p>;
  return (
    <ul className="fit-card__list">
      {requiredFirst(items).map((item, index) => (
        <li key={`${item.label}-${index}`} className="fit-card__item">
          <span className="fit-card__label">{item.label}</span> <KindTag kind={item.kind} />
          {item.evidence ? <q className="fit-card__evidence">{item.evidence}</q> : null}
          {item.note ? <span className="fit-card__note">{item.note}</span> : null}
        </li>
      ))}
    </ul>
  );
}

function MissingList({ items }: { items: TJobFitMissing[] }) {
  if (items.length === 0) return <p className="fit-card__empty">{Texts.noneMissing}</p>;
  return (
    <ul className="fit-card__list">
      {requiredFirst(items).map((item, index) => (
        <li key={`${item.label}-${index}`} className="fit-card__item">
          <span className="fit-card__label">{item.label}</span> <KindTag kind={item.kind} />
          {item.note ? <span className="fit-card__note">{item.note}</span> : null}
        </li>
      ))}
    </ul>
  );
}

/** The fit as read: the band as a labelled badge, the requirements found (with the resume's line) and missing. */
export function FitView({ fit, sub }: { fit: TJobFit; sub: Heading }) {
  const Sub = sub;
  const text = fitStateText(fit);
  if (text !== null) {
    return (
      <p className="fit-card__state" role={fit.state === 'pending' ? 'status' : undefined}>
        {text}
      </p>
    );
  }
  return (
    <>
      <p className="fit-card__band">
        <span className="status-pill fit-band" data-band={fit.band} data-tone={bandTone(fit.band)}>
          {Texts.band}: {fit.band}
        </span>
        {fit.score !== undefined ? <span className="fit-card__score">{fit.score} / 100</span> : null}
      </p>
      <Sub className="fit-card__heading">{Texts.found}</Sub>
      <FoundList items={fit.found} />
      <Sub className="fit-card__heading">{Texts.missing}</Sub>
      <MissingList items={fit.missing} />
    </>
  );
}

/**
 * A job's fit analysis card, for its owner (the job page) and staff (the application packet):
 * `heading` is the card's heading level, its lists' one level below.
 */
export function FitCard({ jobId, heading = 'h2' }: { jobId: string; heading?: Heading }) {
  const fit = useJobFit(jobId);
  const Title = heading;
  const titleId = `fit-title-${jobId}`;
  return (
    <section className="job-info__section fit-card" aria-labelledby={titleId}>
      <Title id={titleId} className={heading === 'h3' ? 'packet__heading' : undefined}>
        {Texts.title}
      </Title>
      {fit.data ? (
        <FitView fit={fit.data} sub={heading === 'h2' ? 'h3' : 'h4'} />
      ) : fit.isError ? (
        <p role="alert">{Texts.failed}</p>
      ) : (
        <Spinner label={Texts.loading} />
      )}
    </section>
  );
}
