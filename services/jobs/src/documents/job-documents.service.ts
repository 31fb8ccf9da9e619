import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  AppError,
  ErrorCode,
  JOB_DOCUMENT_UPLOAD_LIMIT,
  JobsMessages,
  JobUpdatedEvent,
  type GetJobDocumentObjectRpc,
  type PrepareJobDocumentUploadRpc,
  type RemoveJobDocumentRpc,
  type RpcReply,
  type SetJobDocumentRpc,
  type TJobActor,
} from '@hirerelay/contracts';
import {
  detectDocumentKind,
  isWordPackage,
  MSG_DOCUMENT_TYPE_NOT_ALLOWED,
  MSG_FILE_TOO_LARGE,
  safeFileName,
  WORD_PACKAGE_TAIL_BYTES,
  type TJobDocumentType,
} from '@hirerelay/domain';
import { enqueueEvent, OUTBOX_RELAY, type OutboxRelay, type RpcInput } from '@hirerelay/nest-common';
import { Transactions, type Tx } from '../database.js';
import { refuseUnlessMayOpen } from '../jobs/job-access.rules.js';
import { toJobDocument } from '../jobs/job-detail.mapper.js';
import { JobDetailRepository, type LockedJob } from '../jobs/job-detail.repository.js';
import { jobEventBase } from '../jobs/job.rules.js';
import { DOCUMENT_KINDS, documentObjectKey, isDocumentObjectKey } from './document-key.util.js';
import { JobDocumentsRepository } from './job-documents.repository.js';
import { JobResumeTextWork } from './job-resume-text.service.js';
import { JobFitWork } from '../fit/job-fit-work.service.js';

/** The name a download offers when the upload had none. */
const FALLBACK_STEMS: Record<TJobDocumentType, string> = { resume: 'resume', cover_letter: 'cover-letter' };

const notAllowed = () =>
  new AppError(ErrorCode.Validation, MSG_DOCUMENT_TYPE_NOT_ALLOWED, { file: MSG_DOCUMENT_TYPE_NOT_ALLOWED });

/** Whether the last bytes of a stored .docx upload (base64, as prepare-upload asked) list a Word package's parts. */
const isWordUpload = (tail: string | undefined, size: number): boolean =>
  tail !== undefined && isWordPackage(new Uint8Array(Buffer.from(tail, 'base64')), size);

/**
 * A job's resume and cover letter: the owner and staff upload and remove them. jobs owns the rules:
 * who may, which files are accepted (by their first bytes: .pdf, .doc, .docx), where they are
 * stored and how big they may be. The gateway, which alone reaches the object store, streams the
 * bytes to the key this service chose and deletes the keys it hands back.
 */
@Injectable()
export class JobDocumentsService {
  constructor(
    private readonly transactions: Transactions,
    private readonly documents: JobDocumentsRepository,
    private readonly details: JobDetailRepository,
    @Inject(OUTBOX_RELAY) private readonly relay: OutboxRelay,
    private readonly resumeTexts: JobResumeTextWork,
    private readonly fits: JobFitWork,
  ) {}

  async prepareUpload(
    request: RpcInput<typeof PrepareJobDocumentUploadRpc>,
  ): Promise<RpcReply<typeof PrepareJobDocumentUploadRpc>> {
    const job = await this.openable(request.actor, request.jobId);
    const kind = detectDocumentKind(new Uint8Array(Buffer.from(request.head, 'base64')));
    if (!kind) throw notAllowed();
    const { extension, contentType } = DOCUMENT_KINDS[kind];
    return {
      objectKey: documentObjectKey(job.userId, job.id, request.type, randomUUID(), kind),
      contentType,
      fileName: safeFileName(request.fileName, extension, FALLBACK_STEMS[request.type]),
      maxBytes: JOB_DOCUMENT_UPLOAD_LIMIT,
      // A zip is a .docx only if its package directory, at the end of the file, says so.
      tailBytes: kind === 'docx' ? WORD_PACKAGE_TAIL_BYTES : 0,
    };
  }

  async set(request: RpcInput<typeof SetJobDocumentRpc>): Promise<RpcReply<typeof SetJobDocumentRpc>> {
    const { actor, jobId, type, objectKey, fileName, size } = request;
    if (objectKey.endsWith(DOCUMENT_KINDS.docx.extension) && !isWordUpload(request.tail, size))
      throw notAllowed();
    const reply = await this.transactions.run(async (tx) => {
      const job = await this.lockedOpenable(tx, actor, jobId);
      if (!isDocumentObjectKey(objectKey, job.userId, jobId, type)) {
        throw new AppError(ErrorCode.Validation, JobsMessages.documentKeyInvalid, {
          objectKey: JobsMessages.documentKeyInvalid,
        });
      }
      if (size > JOB_DOCUMENT_UPLOAD_LIMIT) {
        throw new AppError(ErrorCode.PayloadTooLarge, MSG_FILE_TOO_LARGE, { file: MSG_FILE_TOO_LARGE });
      }
      const earlier = await this.documents.findInTx(tx, jobId, type);
      const at = new Date();
      const saved = await this.documents.save(tx, { jobId, type, objectKey, fileName, size, at });
      if (type === 'resume') await this.documents.markFitPending(tx, jobId);
      await this.changed(tx, job, actor, at);
      const replaced = earlier?.objectKey && earlier.objectKey !== objectKey ? earlier.objectKey : null;
      return { document: toJobDocument(saved), replacedObjectKey: replaced };
    });
    this.relay.kick();
    // An uploaded resume's text is read off the request path (its row is `pending` until then).
    if (type === 'resume') this.resumeTexts.kick();
    return reply;
  }

  /** Removing what is not there changes nothing and answers no key (a repeated click is harmless). */
  async remove(
    request: RpcInput<typeof RemoveJobDocumentRpc>,
  ): Promise<RpcReply<typeof RemoveJobDocumentRpc>> {
    const { actor, jobId, type } = request;
    const reply = await this.transactions.run(async (tx) => {
      const job = await this.lockedOpenable(tx, actor, jobId);
      const earlier = await this.documents.findInTx(tx, jobId, type);
      if (!earlier) return { removedObjectKey: null, changed: false };
      await this.documents.remove(tx, jobId, type);
      if (type === 'resume') await this.documents.markFitPending(tx, jobId);
      await this.changed(tx, job, actor, new Date());
      return { removedObjectKey: earlier.objectKey, changed: true };
    });
    if (reply.changed) this.relay.kick();
    // Without its own resume the job's fit reads the profile's: worked out now, not at the next tick.
    if (reply.changed && type === 'resume') this.fits.kick();
    return { removedObjectKey: reply.removedObjectKey };
  }

  async getObject(
    request: RpcInput<typeof GetJobDocumentObjectRpc>,
  ): Promise<RpcReply<typeof GetJobDocumentObjectRpc>> {
    const job = await this.openable(request.actor, request.jobId);
    const document = await this.documents.find(job.id, request.type);
    if (!document) throw new AppError(ErrorCode.NotFound, JobsMessages.documentNotFound);
    if (document.source === 'upload' && document.objectKey) {
      return {
        source: 'upload',
        objectKey: document.objectKey,
        fileName: document.fileName ?? FALLBACK_STEMS[request.type],
      };
    }
    return { source: 'profile-resume', ownerId: job.userId };
  }

  private async openable(actor: TJobActor, jobId: string): Promise<{ id: string; userId: string }> {
    const job = await this.details.findOwner(jobId);
    refuseUnlessMayOpen(actor, job);
    return job;
  }

  private async lockedOpenable(tx: Tx, actor: TJobActor, jobId: string): Promise<LockedJob> {
    const job = await this.details.lock(tx, jobId);
    refuseUnlessMayOpen(actor, job);
    return job;
  }

  /** A document change is a change of the job: its version moves and `job-updated` goes out. */
  private async changed(tx: Tx, job: LockedJob, actor: TJobActor, at: Date): Promise<void> {
    const version = await this.details.touch(tx, job.id, at);
    await enqueueEvent(tx, 'jobs', JobUpdatedEvent, {
      ...jobEventBase(job),
      version,
      changedBy: actor.userId,
      at: at.toISOString(),
    });
  }
}
