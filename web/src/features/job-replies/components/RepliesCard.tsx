import { formatDateTime } from '../../../lib/dates';
import { JobDetailMessages } from '../../job-detail/jobDetailMessages';
import { errorMessage } from '../../../lib/api/errors';
import { toast } from '../../../lib/toast';
import { useJobReplies } from '../hooks/useJobReplies';
import { useReplyDecision } from '../hooks/useReplyDecision';
import { RepliesMessages } from '../repliesMessages';
import type { TJobReply } from '../repliesTypes';
import { replyKindLabel, senderOf, suggestionPending } from '../repliesView';
import '../job-replies.css';

/** The job as the card needs it: an interview reply offers the interview's calendar file. */
interface ReplyJob {
  id: string;
  status: string;
  interviewAt?: string | null;
}

const calendarPath = (jobId: string) => `/api/jobs/${encodeURIComponent(jobId)}/interview.ics`;

/**
 * The employer's replies on a job (issue 29), newest first, for the owner and staff: sender,
 * subject, when, the message's own text (React escapes it: text only, never HTML) with the quoted
 * history folded away. Staff also see the suggested status with its evidence, and Confirm (the
 * job's status change) or Dismiss.
 */
export function RepliesCard({ job, staff }: { job: ReplyJob; staff: boolean }) {
  const replies = useJobReplies(job.id);
  return (
    <section className="job-info__card job-replies" aria-labelledby={`job-replies-${job.id}`}>
      <h2 id={`job-replies-${job.id}`}>{RepliesMessages.title}</h2>
      {replies.isPending ? (
        <p role="status">{RepliesMessages.loading}</p>
      ) : replies.isError ? (
        <p role="alert">{errorMessage(replies.error, RepliesMessages.loadFailed)}</p>
      ) : replies.data.items.length === 0 ? (
        <p className="job-replies__none">{RepliesMessages.none}</p>
      ) : (
        <ol className="job-replies__list">
          {replies.data.items.map((reply) => (
            <ReplyItem key={reply.id} reply={reply} job={job} staff={staff} />
          ))}
        </ol>
      )}
    </section>
  );
}

function ReplyItem({ reply, job, staff }: { reply: TJobReply; job: ReplyJob; staff: boolean }) {
  const showCalendar =
    reply.kind === 'interview' && job.status === 'Interview Scheduled' && Boolean(job.interviewAt);
  return (
    <li className="job-replies__item" data-kind={reply.kind}>
      <p className="job-replies__head">
        <span className="badge job-replies__kind">{replyKindLabel(reply.kind)}</span>{' '}
        <strong className="job-replies__from">{senderOf(reply.from)}</strong>{' '}
        <time dateTime={reply.receivedAt}>{formatDateTime(reply.receivedAt)}</time>
      </p>
      <p className="job-replies__subject">{reply.subject || RepliesMessages.noSubject}</p>
      <p className="job-replies__body">{reply.body}</p>
      {reply.signature ? <p className="job-replies__signature">{reply.signature}</p> : null}
      {reply.quoted ? (
        <details className="job-replies__quoted">
          <summary>{RepliesMessages.quoted}</summary>
          <p>{reply.quoted}</p>
        </details>
      ) : null}
      {reply.attachments.length > 0 ? (
        <p className="job-replies__attachments">
          {RepliesMessages.attachments}:{' '}
          {reply.attachments.map((attachment) => attachment.filename ?? attachment.mimeType).join(', ')}
        </p>
      ) : null}
      {showCalendar ? (
        <a href={calendarPath(job.id)} download>
          {JobDetailMessages.downloadIcs}
        </a>
      ) : null}
      {staff && reply.suggestion ? <Suggestion reply={reply} jobId={job.id} /> : null}
    </li>
  );
}

function Suggestion({ reply, jobId }: { reply: TJobReply; jobId: string }) {
  const decision = useReplyDecision(jobId);
  const suggestion = reply.suggestion;
  if (!suggestion) return null;
  const decide = (choice: 'confirm' | 'dismiss') =>
    decision.mutate(
      { replyId: reply.id, decision: choice },
      {
        onError: (error) =>
          toast.error(
            errorMessage(
              error,
              choice === 'confirm' ? RepliesMessages.confirmFailed : RepliesMessages.dismissFailed,
            ),
          ),
      },
    );
  return (
    <div className="job-replies__suggestion" data-state={suggestion.state}>
      <p>
        {RepliesMessages.suggested} <strong>{suggestion.status}</strong>
        {suggestion.state === 'confirmed' ? ` (${RepliesMessages.confirmed})` : null}
        {suggestion.state === 'dismissed' ? ` (${RepliesMessages.dismissed})` : null}
      </p>
      {suggestion.evidence ? (
        <p className="job-replies__evidence">
          {RepliesMessages.evidence} “{suggestion.evidence}”
        </p>
      ) : null}
      {suggestionPending(reply) ? (
        <p className="job-replies__actions">
          <button
            type="button"
            className="button button--primary"
            disabled={decision.isPending}
            onClick={() => decide('confirm')}
          >
            {RepliesMessages.confirm}
          </button>{' '}
          <button
            type="button"
            className="button button--secondary"
            disabled={decision.isPending}
            onClick={() => decide('dismiss')}
          >
            {RepliesMessages.dismiss}
          </button>
        </p>
      ) : null}
    </div>
  );
}
