import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { TJobDocumentType } from '@hirerelay/domain';
import { DATABASE } from '@hirerelay/nest-common';
import type { Database, Tx } from '../database.js';
import type { JobDetailRecord } from '../jobs/job-detail.repository.js';

export type JobDocumentRecord = JobDetailRecord['documents'][number];

@Injectable()
export class JobDocumentsRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  find(jobId: string, type: TJobDocumentType): Promise<JobDocumentRecord | null> {
    return this.db.jobDocument.findUnique({ where: { jobId_type: { jobId, type } } });
  }

  findInTx(tx: Tx, jobId: string, type: TJobDocumentType): Promise<JobDocumentRecord | null> {
    return tx.jobDocument.findUnique({ where: { jobId_type: { jobId, type } } });
  }

  /** Records an upload as the job's document of that type, replacing the earlier one. */
  save(
    tx: Tx,
    document: {
      jobId: string;
      type: TJobDocumentType;
      objectKey: string;
      fileName: string;
      size: number;
      at: Date;
    },
  ): Promise<JobDocumentRecord> {
    const { jobId, type, objectKey, fileName, size, at } = document;
    // An uploaded resume waits to be read (JobResumeTextWork); a cover letter keeps no text.
    const text = {
      textState: type === 'resume' ? 'pending' : null,
      textReason: null,
      text: null,
      textAt: null,
    };
    const fields = { source: 'upload', objectKey, fileName, size, updatedAt: at, ...text };
    return tx.jobDocument.upsert({
      where: { jobId_type: { jobId, type } },
      create: { id: randomUUID(), jobId, type, createdAt: at, ...fields },
      update: fields,
    });
  }

  async remove(tx: Tx, jobId: string, type: TJobDocumentType): Promise<void> {
    await tx.jobDocument.deleteMany({ where: { jobId, type } });
  }

  /** The job's fit must be computed again (its resume, or the resume's text, changed). */
  async markFitPending(tx: Tx, jobId: string): Promise<void> {
    await tx.job.updateMany({ where: { id: jobId }, data: { fitPending: true } });
  }
}
