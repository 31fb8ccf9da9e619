import { CHAT_MESSAGE_MAX_LENGTH } from '@hirerelay/domain';
import { useId, useState, type FormEvent } from 'react';
import { toast } from '../../lib/toast';
import { maySend, sendDraft, sendsOnKey, type SendMutation } from './sendDraft';

export interface MessageComposerTexts {
  /** The text box's accessible name (a visually hidden label). */
  label: string;
  placeholder: string;
  /** The button, and the button while the text is on its way. */
  send: string;
  sending: string;
  /** The toast when sending fails and the server gave no message. */
  failed: string;
}

export interface MessageComposerProps {
  /** The mutation that stores the text. */
  send: SendMutation;
  texts: MessageComposerTexts;
  /** The form's class, and extra classes of the text box and the button. */
  className: string;
  inputClassName?: string;
  buttonClassName?: string;
  /** The id of a hint that describes the text box. */
  describedBy?: string;
}

/**
 * A thread's composer (the job's chat, staff's internal notes): a text box that sends on Enter
 * (Shift+Enter for a new line) and a button, both idle while the text is empty or on its way; the
 * text is cleared once stored and kept when sending fails (a toast says why).
 */
export function MessageComposer(props: MessageComposerProps) {
  const { send, texts, describedBy } = props;
  const [text, setText] = useState('');
  const inputId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    sendDraft(text, send, {
      failedText: texts.failed,
      onSent: () => {
        setText('');
      },
      onFailed: (message) => {
        toast.error(message);
      },
    });
  };

  return (
    <form className={props.className} onSubmit={submit}>
      <label className="visually-hidden" htmlFor={inputId}>
        {texts.label}
      </label>
      <textarea
        id={inputId}
        className={['field__control field__control--textarea', props.inputClassName]
          .filter(Boolean)
          .join(' ')}
        rows={2}
        maxLength={CHAT_MESSAGE_MAX_LENGTH}
        aria-describedby={describedBy}
        placeholder={texts.placeholder}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
        }}
        onKeyDown={(event) => {
          if (sendsOnKey(event)) submit(event);
        }}
      />
      <button
        className={['button button--primary', props.buttonClassName].filter(Boolean).join(' ')}
        type="submit"
        disabled={!maySend(text, send)}
      >
        {send.isPending ? texts.sending : texts.send}
      </button>
    </form>
  );
}
