import { z } from 'zod';
import { defineEvent } from '../define.js';

/**
 * Where a resume's text stands: `pending` until it has been read (off the request path), then
 * `text` or `unreadable` (with a reason); `none` when there is no resume.
 */
export const RESUME_TEXT_STATES = ['pending', 'text', 'unreadable', 'none'] as const;
export const ZResumeTextState = z.enum(RESUME_TEXT_STATES);
export type TResumeTextState = z.output<typeof ZResumeTextState>;

/** The reasons libs/document-text gives for an unreadable file (for staff; users read one message). */
export const ZResumeUnreadableReason = z.enum([
  'empty',
  'scanned',
  'encrypted',
  'broken',
  'too-large',
  'timeout',
  'unsupported',
]);

/** The most resume text an event carries (and fit reads); longer text is cut at a line end. */
export const RESUME_TEXT_EVENT_MAX_CHARS = 30_000;

/**
 * identity has read (or dropped) a user's profile resume. jobs keeps the newest per user (by
 * `changedAt`; events may arrive out of order) for fit analysis and drafts of the jobs whose
 * resume is the profile's.
 */
export const ResumeTextChangedEvent = defineEvent(
  'events.identity.resume-text-changed.v1',
  z.object({
    userId: z.uuid(),
    /** The resume that was read; null once the resume is removed (`state: none`). */
    objectKey: z.string().nullable(),
    state: z.enum(['text', 'unreadable', 'none']),
    reason: ZResumeUnreadableReason.optional(),
    text: z.string().max(RESUME_TEXT_EVENT_MAX_CHARS).optional(),
    changedAt: z.iso.datetime(),
  }),
);
