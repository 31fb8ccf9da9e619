import type { TInternalNote } from '@hirerelay/contracts';
import type { InternalNoteRecord } from './internal-note.repository.js';

export const toInternalNote = (note: InternalNoteRecord): TInternalNote => ({
  id: note.id,
  jobId: note.jobId,
  authorId: note.authorId,
  authorName: note.authorName,
  text: note.text,
  createdAt: note.createdAt.toISOString(),
});
