import { useHealth } from '../hooks/useHealth';
import { STATUS_UNAVAILABLE, healthPartRows, summarizeHealth, type HealthPartRow } from '../summarizeHealth';

const CHECKING = { tone: 'checking', text: 'Checking system status…' } as const;

/** One line saying whether HireRelay is up, with every part's status behind a disclosure. */
export function SystemStatus() {
  const health = useHealth();
  // The latest answer wins: a failed refresh must not keep showing an old "operational".
  const summary = health.isError ? STATUS_UNAVAILABLE : health.data ? summarizeHealth(health.data) : CHECKING;
  const parts = health.data && !health.isError ? healthPartRows(health.data) : [];

  return (
    <div
      className="system-status"
      data-testid="system-status"
      data-tone={summary.tone}
      role="group"
      aria-label="System status"
    >
      {parts.length > 0 ? (
        <details className="system-status__details">
          <summary className="system-status__summary">
            <StatusLine tone={summary.tone} text={summary.text} />
          </summary>
          <ul className="system-status__parts" role="list">
            {parts.map((part) => (
              <li key={part.name}>
                <span
                  className="status-dot"
                  data-tone={part.status === 'up' ? 'operational' : 'degraded'}
                  aria-hidden="true"
                />
                <span className="system-status__part-name">{part.name}</span>
                <span className="system-status__part-state">
                  {part.status === 'up' ? describeUp(part) : 'Down'}
                </span>
                {part.status === 'down' && part.detail ? (
                  <span className="system-status__part-detail">{part.detail}</span>
                ) : null}
              </li>
            ))}
          </ul>
        </details>
      ) : (
        <p className="system-status__summary">
          <StatusLine tone={summary.tone} text={summary.text} />
        </p>
      )}
    </div>
  );
}

function StatusLine({ tone, text }: { tone: string; text: string }) {
  return (
    <>
      <span className="status-dot" data-tone={tone} aria-hidden="true" />
      <span className="system-status__text">{text}</span>
    </>
  );
}

function describeUp(part: HealthPartRow): string {
  return part.latencyMs === undefined ? 'Up' : `Up · ${String(part.latencyMs)} ms`;
}
