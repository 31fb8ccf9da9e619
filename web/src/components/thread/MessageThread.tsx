import { useEffect, useRef, type ReactNode } from 'react';
import { formatDateTime } from '../../lib/dates';
import { Spinner } from '../Spinner';

export interface ThreadMessage {
  id: string;
  /** ISO date and time it was written. */
  createdAt: string;
  text: string;
}

export interface MessageThreadProps<M extends ThreadMessage> {
  /** Oldest first. */
  messages: M[];
  /** Who wrote a message, as the thread names them. */
  authorOf: (message: M) => ReactNode;
  /** Whether a message is the viewer's own (marked `data-own`), where the thread tells them apart. */
  isOwn?: (message: M) => boolean;
  /** The first page is loading: a spinner with `loadingLabel` instead of the list. */
  pending: boolean;
  loadingLabel: string;
  /** What stands in for an empty thread. */
  emptyText: string;
  /** The classes of the list, a message, its author line, its time, its text and the list's end. */
  classes: { list: string; message: string; meta: string; time?: string; text: string; end?: string };
  /** The list's accessible name, where it has one. */
  label?: string;
  /** New messages are announced (a polite live region) and scrolled into view as they arrive. */
  live?: boolean;
}

/** A thread of messages, oldest first: each with its author, time and text. */
export function MessageThread<M extends ThreadMessage>(props: MessageThreadProps<M>) {
  const { messages, authorOf, isOwn, pending, loadingLabel, emptyText, classes, label, live } = props;
  const listEnd = useRef<HTMLLIElement>(null);
  const newest = messages.at(-1)?.id;
  useEffect(() => {
    listEnd.current?.scrollIntoView({ block: 'nearest' });
  }, [newest]);

  if (pending) return <Spinner label={loadingLabel} />;
  if (messages.length === 0) return <p className="job-detail__empty">{emptyText}</p>;
  return (
    <ol className={classes.list} aria-label={label} aria-live={live ? 'polite' : undefined}>
      {messages.map((message) => (
        <li key={message.id} className={classes.message} data-own={isOwn?.(message)}>
          <p className={classes.meta}>
            {authorOf(message)}{' '}
            <time className={classes.time} dateTime={message.createdAt}>
              {formatDateTime(message.createdAt)}
            </time>
          </p>
          <p className={classes.text}>{message.text}</p>
        </li>
      ))}
      {live ? <li ref={listEnd} aria-hidden="true" className={classes.end} /> : null}
    </ol>
  );
}
