import { useMemo, useState } from 'react';
import { LoadMoreButton } from '../../../components/LoadMoreButton';
import { errorMessage } from '../../../lib/api/errors';
import { formatDateTime } from '../../../lib/dates';
import { toast } from '../../../lib/toast';
import { useReplyCandidates } from '../hooks/useReplyCandidates';
import { useTriageReply } from '../hooks/useTriageReply';
import { useUnmatchedReplies } from '../hooks/useUnmatchedReplies';
import { RepliesMessages } from '../repliesMessages';
import type { TUnmatchedReply } from '../repliesTypes';
import { replyKindLabel, senderOf } from '../repliesView';
import '../job-replies.css';

/**
 * Staff's unmatched replies (issue 29), oldest first, under the work queue: with the count, each
 * reply's sender, subject, user and time, "Attach to job" choosing among that user's jobs, and
 * Dismiss.
 */
export function UnmatchedReplies() {
  const replies = useUnmatchedReplies();
  const rows = useMemo(() => replies.data?.pages.flatMap((page) => page.items) ?? [], [replies.data]);
  const total = replies.data?.pages[0]?.total ?? 0;
  return (
    <section className="unmatched-replies" aria-labelledby="unmatched-replies-title">
      <h2 id="unmatched-replies-title" className="unmatched-replies__title">
        {RepliesMessages.unmatchedTitle}{' '}
        <span className="badge" aria-label={`${total} waiting`}>
          {total}
        </span>
      </h2>
      {replies.isPending ? null : replies.isError ? (
        <p role="alert">{errorMessage(replies.error, RepliesMessages.unmatchedLoadFailed)}</p>
      ) : rows.length === 0 ? (
        <p className="empty-note">{RepliesMessages.unmatchedNone}</p>
      ) : (
        <ul className="unmatched-replies__list">
          {rows.map((reply) => (
            <UnmatchedReplyRow key={reply.id} reply={reply} />
          ))}
        </ul>
      )}
      <LoadMoreButton pages={replies} className="unmatched-replies__more" />
    </section>
  );
}

function UnmatchedReplyRow({ reply }: { reply: TUnmatchedReply }) {
  const [choosing, setChoosing] = useState(false);
  const [jobId, setJobId] = useState('');
  const candidates = useReplyCandidates(reply.id, choosing);
  const triage = useTriageReply();
  const act = (action: { replyId: string; jobId?: string }) =>
    triage.mutate(action, {
      onSuccess: () => {
        if (action.jobId) toast.success(RepliesMessages.attached);
      },
      onError: (error) => toast.error(errorMessage(error, RepliesMessages.attachFailed)),
    });
  const user = reply.user ? reply.user.fullName || reply.user.email : reply.userId.slice(0, 8);
  return (
    <li className="unmatched-replies__item">
      <p>
        <span className="badge">{replyKindLabel(reply.kind)}</span> <strong>{senderOf(reply.from)}</strong> ·{' '}
        {reply.subject || RepliesMessages.noSubject}
      </p>
      <p className="unmatched-replies__meta">
        {RepliesMessages.user}: {user}
        {reply.user?.fullName ? ` (${reply.user.email})` : null} ·{' '}
        <time dateTime={reply.receivedAt}>{formatDateTime(reply.receivedAt)}</time>
      </p>
      <p className="unmatched-replies__body">{reply.body}</p>
      <p className="unmatched-replies__actions">
        {choosing ? (
          <>
            <label>
              {RepliesMessages.chooseJob}{' '}
              <select value={jobId} onChange={(event) => setJobId(event.target.value)}>
                <option value="">—</option>
                {(candidates.data?.items ?? []).map((job) => (
                  <option key={job.id} value={job.id}>
                    {job.title} · {job.company} ({job.status})
                  </option>
                ))}
              </select>
            </label>{' '}
            <button
              type="button"
              className="button button--primary"
              disabled={!jobId || triage.isPending}
              onClick={() => act({ replyId: reply.id, jobId })}
            >
              {RepliesMessages.attach}
            </button>
          </>
        ) : (
          <button type="button" className="button button--secondary" onClick={() => setChoosing(true)}>
            {RepliesMessages.attach}
          </button>
        )}{' '}
        <button
          type="button"
          className="button button--secondary"
          disabled={triage.isPending}
          onClick={() => act({ replyId: reply.id })}
        >
          {RepliesMessages.dismiss}
        </button>
      </p>
    </li>
  );
}
