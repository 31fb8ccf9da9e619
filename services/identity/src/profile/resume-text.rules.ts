import {
  RESUME_TEXT_EVENT_MAX_CHARS,
  type EventPayload,
  type ResumeTextChangedEvent,
} from '@hirerelay/contracts';
import { truncateAtLine } from '@hirerelay/document-text';
import type { ResumeTextOutcome } from './resume-text.repository.js';

type TResumeTextChanged = EventPayload<typeof ResumeTextChangedEvent>;

/** What jobs is told about a profile resume's text: the text cut at a line end to the event's limit. */
export function resumeTextChanged(
  userId: string,
  objectKey: string,
  outcome: ResumeTextOutcome,
  at: Date,
): TResumeTextChanged {
  const changedAt = at.toISOString();
  if (outcome.state === 'unreadable') {
    return { userId, objectKey, state: 'unreadable', reason: outcome.reason, changedAt };
  }
  const { text } = truncateAtLine(outcome.text, RESUME_TEXT_EVENT_MAX_CHARS);
  return { userId, objectKey, state: 'text', text, changedAt };
}

/** The profile resume was removed: jobs forgets its text. */
export const resumeTextRemoved = (userId: string, at: Date): TResumeTextChanged => ({
  userId,
  objectKey: null,
  state: 'none',
  changedAt: at.toISOString(),
});
