import type { PacketRow } from '../packetRows';
import { WorkbenchMessages as Texts } from '../workbenchMessages';
import { CopyButton } from './CopyButton';

/** Packet lines, each value with its copy button (none when not provided). */
export function PacketList({ rows }: { rows: readonly PacketRow[] }) {
  return (
    <dl className="packet">
      {rows.map((row) => (
        <div key={row.label} className="packet__row">
          <dt>
            {row.label}
            {row.note ? <span className="packet__note">{row.note}</span> : null}
          </dt>
          <dd>
            {row.value === null ? (
              <span className={row.missing ? 'packet__missing' : 'details-list__empty'}>
                {row.missing ?? Texts.notProvided}
              </span>
            ) : row.href ? (
              <a className="packet__value" href={row.href} target="_blank" rel="noopener noreferrer">
                {row.value}
              </a>
            ) : (
              <span className="packet__value">{row.value}</span>
            )}
            {row.value === null ? null : <CopyButton label={row.label} value={row.value} />}
          </dd>
        </div>
      ))}
    </dl>
  );
}
