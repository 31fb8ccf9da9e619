import { MARKETING_FIGURES } from '../marketingFigures';

/** The four figures HireRelay is known for, in a band under the hero. */
export function StatsBand() {
  return (
    <section className="stats-band" aria-labelledby="stats-heading">
      <div className="container">
        <h2 id="stats-heading" className="visually-hidden">
          HireRelay in numbers
        </h2>
        <ul className="stats" role="list">
          {MARKETING_FIGURES.map((figure) => (
            <li className="stats__item" key={figure.label}>
              <span className="stats__value">
                {figure.prefix ? <span className="stats__prefix">{figure.prefix} </span> : null}
                {figure.value}
              </span>{' '}
              <span className="stats__label">{figure.label}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
