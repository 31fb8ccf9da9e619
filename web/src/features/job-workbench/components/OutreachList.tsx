import type { TOutreachEntry } from '../workbenchTypes';
import { formatDate } from '../../../lib/dates';
import { OutreachTexts as Texts } from '../outreachTexts';

/** Recruiter outreach sent on the job, with its date; the message shows for staff only (null else). */
export function OutreachList({ outreach }: { outreach: readonly TOutreachEntry[] }) {
  if (outreach.length === 0) return <p className="job-detail__empty">{Texts.outreachEmpty}</p>;
  return (
    <ul className="workbench__thread" role="list" aria-label={Texts.outreach}>
      {outreach.map((entry) => (
        <li key={entry.id} className="workbench__note">
          <p className="workbench__meta">
            <strong>{entry.recruiterName}</strong>{' '}
            <time dateTime={entry.sentAt}>
              {Texts.outreachLine(Texts.channels[entry.channel], formatDate(entry.sentAt))}
            </time>
          </p>
          {entry.message ? <p className="workbench__text">{entry.message}</p> : null}
        </li>
      ))}
    </ul>
  );
}
