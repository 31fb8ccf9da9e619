import { canSendChatMessage, CHAT_MESSAGE_MAX_LENGTH } from '@hirerelay/domain';
import type { TSessionUser } from '@hirerelay/contracts';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { LoadMoreButton } from '../../../components/LoadMoreButton';
import { Spinner } from '../../../components/Spinner';
import { errorMessage } from '../../../lib/api/errors';
import { formatDateTime } from '../../../lib/dates';
import { toast } from '../../../lib/toast';
import { useAdminUser } from '../../admin-users/hooks/useAdminUser';
import { chatLabel, oldestFirst } from '../chatLabels';
import { useJobMessages } from '../hooks/useJobMessages';
import { useMarkMessagesRead } from '../hooks/useMarkMessagesRead';
import { useSendMessage } from '../hooks/useSendMessage';
import { JobDetailMessages } from '../jobDetailMessages';
import type { TJobDetail } from '../jobDetailTypes';

/**
 * The job's chat with the team: newest at the bottom, labelled by sender (00-decisions), read when
 * opened (Radix mounts a panel only while its tab is open) and again whenever a message arrives
 * while it is open. New messages come in through the live stream.
 */
export function ChatTab({ job, viewer }: { job: TJobDetail; viewer: TSessionUser }) {
  const messages = useJobMessages(job.id);
  const send = useSendMessage(job.id);
  const markRead = useMarkMessagesRead(job.id);
  const staff = viewer.role === 'admin';
  // Staff see the owner's messages under the owner's name (00-decisions): read from their account.
  const owner = useAdminUser(job.userId, staff);
  const ownerName = owner.data ? (owner.data.fullName ?? owner.data.email) : null;
  const [text, setText] = useState('');
  const inputId = useId();
  const listEnd = useRef<HTMLLIElement>(null);
  const markReadNow = markRead.mutate;

  useEffect(() => {
    if (job.unreadMessages > 0) markReadNow();
  }, [job.unreadMessages, markReadNow]);

  const items = oldestFirst(messages.data?.pages.flatMap((page) => page.items) ?? []);
  const newest = items.at(-1)?.id;
  useEffect(() => {
    listEnd.current?.scrollIntoView({ block: 'nearest' });
  }, [newest]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!canSendChatMessage(text) || send.isPending) return;
    send.mutate(text.trim(), {
      onSuccess: () => {
        setText('');
      },
      onError: (error) => {
        toast.error(errorMessage(error, JobDetailMessages.sendFailed));
      },
    });
  };

  return (
    <section className="chat" aria-label={JobDetailMessages.tabs.chat}>
      {messages.isPending ? <Spinner label="Loading messages…" /> : null}
      <LoadMoreButton pages={messages} className="chat__earlier" />
      {messages.isPending ? null : items.length === 0 ? (
        <p className="job-detail__empty">
          {staff ? JobDetailMessages.chatEmptyForStaff : JobDetailMessages.chatEmpty}
        </p>
      ) : (
        <ol className="chat__messages" aria-live="polite">
          {items.map((message) => {
            const own = message.senderId === viewer.id;
            return (
              <li key={message.id} className="chat__message" data-own={own}>
                <p className="chat__sender">
                  {chatLabel(message, viewer.id, ownerName)}{' '}
                  <time className="chat__time" dateTime={message.createdAt}>
                    {formatDateTime(message.createdAt)}
                  </time>
                </p>
                <p className="chat__text">{message.text}</p>
              </li>
            );
          })}
          <li ref={listEnd} aria-hidden="true" className="chat__end" />
        </ol>
      )}
      <form className="chat__form" onSubmit={submit}>
        <label className="visually-hidden" htmlFor={inputId}>
          {JobDetailMessages.chatLabel}
        </label>
        <textarea
          id={inputId}
          className="field__control field__control--textarea chat__input"
          rows={2}
          maxLength={CHAT_MESSAGE_MAX_LENGTH}
          placeholder="Type a message…"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
          }}
          onKeyDown={(event) => {
            // Enter sends, Shift+Enter starts a new line (as chat apps do).
            if (event.key === 'Enter' && !event.shiftKey) submit(event);
          }}
        />
        <button
          className="button button--primary"
          type="submit"
          disabled={!canSendChatMessage(text) || send.isPending}
        >
          {send.isPending ? JobDetailMessages.sending : JobDetailMessages.send}
        </button>
      </form>
    </section>
  );
}
