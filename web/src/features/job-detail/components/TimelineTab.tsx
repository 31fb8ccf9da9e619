import { JobDetailMessages } from '../jobDetailMessages';
import type { TTimelineEntry } from '../jobDetailTypes';
import { inDateOrder, timelineTone } from '../timelineView';
import { SubmissionReceipt } from './SubmissionReceipt';
import { formatDate } from '../../../lib/dates';

/**
 * The job's history, oldest first: done entries, the one in progress, the rest grey. `took`: once
 * Applied, how long applying took from import.
 */
export function TimelineTab({
  timeline,
  took,
}: {
  timeline: readonly TTimelineEntry[];
  took?: string | null;
}) {
  if (timeline.length === 0) return <p className="job-detail__empty">{JobDetailMessages.timelineEmpty}</p>;
  return (
    <>
      {took ? <p className="timeline__took">{took}</p> : null}
      <ol className="timeline">
        {inDateOrder(timeline).map((entry) => (
          <li key={entry.id} className="timeline__entry" data-tone={timelineTone(entry.status)}>
            <span className="timeline__marker" aria-hidden="true" />
            <div className="timeline__text">
              <p className="timeline__event">{entry.event}</p>
              <p className="timeline__date">
                <time dateTime={entry.date}>{formatDate(entry.date)}</time>
              </p>
              {entry.receipt ? <SubmissionReceipt receipt={entry.receipt} /> : null}
            </div>
          </li>
        ))}
      </ol>
    </>
  );
}
