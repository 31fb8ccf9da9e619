import type { TSessionUser } from '../../auth/authTypes';
import { useEffect } from 'react';
import { LoadMoreButton } from '../../../components/LoadMoreButton';
import { MessageComposer } from '../../../components/thread/MessageComposer';
import { MessageThread } from '../../../components/thread/MessageThread';
import { useAdminUser } from '../../admin-users/hooks/useAdminUser';
import { chatLabel, oldestFirst } from '../chatLabels';
import { useJobMessages } from '../hooks/useJobMessages';
import { useMarkMessagesRead } from '../hooks/useMarkMessagesRead';
import { useSendMessage } from '../hooks/useSendMessage';
import { JobDetailMessages } from '../jobDetailMessages';
import type { TJobDetail } from '../jobDetailTypes';

const CHAT_CLASSES = {
  list: 'chat__messages',
  message: 'chat__message',
  meta: 'chat__sender',
  time: 'chat__time',
  text: 'chat__text',
  end: 'chat__end',
};

const CHAT_COMPOSER = {
  label: JobDetailMessages.chatLabel,
  placeholder: 'Type a message…',
  send: JobDetailMessages.send,
  sending: JobDetailMessages.sending,
  failed: JobDetailMessages.sendFailed,
};

/**
 * The job's chat with the team: newest at the bottom, labelled by sender, read when
 * opened (Radix mounts a panel only while its tab is open) and again whenever a message arrives
 * while it is open. New messages come in through the live stream.
 */
export function ChatTab({ job, viewer }: { job: TJobDetail; viewer: TSessionUser }) {
  const messages = useJobMessages(job.id);
  const send = useSendMessage(job.id);
  const markRead = useMarkMessagesRead(job.id);
  const staff = viewer.role === 'admin';
  // Staff see the owner's messages under the owner's name: read from their account.
  const owner = useAdminUser(job.userId, staff);
  const ownerName = owner.data ? (owner.data.fullName ?? owner.data.email) : null;
  const markReadNow = markRead.mutate;

  useEffect(() => {
    if (job.unreadMessages > 0) markReadNow();
  }, [job.unreadMessages, markReadNow]);

  const items = oldestFirst(messages.data?.pages.flatMap((page) => page.items) ?? []);

  return (
    <section className="chat" aria-label={JobDetailMessages.tabs.chat}>
      <LoadMoreButton pages={messages} className="chat__earlier" />
      <MessageThread
        messages={items}
        authorOf={(message) => chatLabel(message, viewer.id, ownerName)}
        isOwn={(message) => message.senderId === viewer.id}
        pending={messages.isPending}
        loadingLabel="Loading messages…"
        emptyText={staff ? JobDetailMessages.chatEmptyForStaff : JobDetailMessages.chatEmpty}
        classes={CHAT_CLASSES}
        live
      />
      <MessageComposer
        send={send}
        texts={CHAT_COMPOSER}
        className="chat__form"
        inputClassName="chat__input"
      />
    </section>
  );
}
