import { z } from 'zod';
import { ZChatMessage } from '@hirerelay/domain';
import { defineRpc } from '../define.js';
import { ZJobActor } from './job.js';

/**
 * Staff's internal note on a job: a staff-only thread, never in the owner's view, the
 * owner's event stream, e-mails or export (it writes no event at all). Not the job's `notes` field,
 * which is part of the job its owner sees. `authorName` is the staff member's name when they wrote.
 */
export const ZInternalNote = z.object({
  id: z.uuid(),
  jobId: z.uuid(),
  authorId: z.uuid(),
  authorName: z.string().nullable(),
  text: z.string(),
  createdAt: z.iso.datetime(),
});
export type TInternalNote = z.infer<typeof ZInternalNote>;

/** The most notes one read answers (the newest, shown oldest first). */
export const INTERNAL_NOTES_LIMIT = 200;

export const ZInternalNotes = z.object({ items: z.array(ZInternalNote) });
export type TInternalNotes = z.infer<typeof ZInternalNotes>;

/** `POST /api/jobs/{id}/internal-notes`: the text, trimmed, 1–4,000 characters (as a chat message). */
export const ZInternalNoteBody = z.strictObject({ text: ZChatMessage });
export type TInternalNoteBody = z.input<typeof ZInternalNoteBody>;

const ZJobRef = z.object({ actor: ZJobActor, jobId: z.uuid() });

/** Staff only (a user is FORBIDDEN before the job is looked up); an unknown job NOT_FOUND. Oldest first. */
export const ListInternalNotesRpc = defineRpc('jobs.internal-note.list.v1', ZJobRef, ZInternalNotes, {
  idempotent: true,
});

/** Staff only. `actorName` is the staff member's name from identity (the gateway fills it, never the body). */
export const AddInternalNoteRpc = defineRpc(
  'jobs.internal-note.add.v1',
  ZJobRef.extend(ZInternalNoteBody.shape).extend({ actorName: z.string().max(200).nullable().optional() }),
  ZInternalNote,
);
