import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { DATABASE } from '@hirerelay/nest-common';
import type { Database, Tx } from '../database.js';

export interface InternalNoteRecord {
  id: string;
  jobId: string;
  authorId: string;
  authorName: string | null;
  text: string;
  createdAt: Date;
}

/** Staff's internal notes on a job (`job_internal_notes`), read on the index (job_id, created_at, id). */
@Injectable()
export class InternalNoteRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /** The job's newest `limit` notes, oldest first. */
  async newest(jobId: string, limit: number): Promise<InternalNoteRecord[]> {
    const rows = await this.db.jobInternalNote.findMany({
      where: { jobId },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      take: limit,
    });
    return rows.reverse();
  }

  insert(
    tx: Tx,
    note: { jobId: string; authorId: string; authorName: string | null; text: string; at: Date },
  ): Promise<InternalNoteRecord> {
    return tx.jobInternalNote.create({
      data: {
        id: randomUUID(),
        jobId: note.jobId,
        authorId: note.authorId,
        authorName: note.authorName,
        text: note.text,
        createdAt: note.at,
      },
    });
  }
}
