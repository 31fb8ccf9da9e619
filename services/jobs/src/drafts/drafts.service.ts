import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  AppError,
  ErrorCode,
  JobsMessages,
  type GenerateJobDraftRpc,
  type ListJobDraftsRpc,
  type MarkDraftAttachedRpc,
  type PrepareDraftAttachmentRpc,
  type RenderJobDraftDocxRpc,
  type RpcReply,
  type SaveJobDraftRpc,
  type TJobActor,
} from '@hirerelay/contracts';
import { planIncludesRecruiterOutreach } from '@hirerelay/domain';
import {
  budgetDay,
  draftFacts,
  draftWith,
  renderDocx,
  renderPdf,
  type ModelSettings,
} from '@hirerelay/drafting';
import { analyzeFit } from '@hirerelay/fit';
import { SERVICE_CONFIG, type RpcInput } from '@hirerelay/nest-common';
import { IdentityDraftingClient } from '../clients/identity-drafting.client.js';
import type { TJobsEnv } from '../config/env.js';
import { Transactions } from '../database.js';
import { DOCUMENT_KINDS, documentObjectKey } from '../documents/document-key.util.js';
import { refuseUnlessStaff } from '../jobs/job-access.rules.js';
import { toJobDocument } from '../jobs/job-detail.mapper.js';
import { DraftingBudgetRepository } from './drafting-budget.repository.js';
import { draftFileName, draftingModel } from './drafts.rules.js';
import { toJobDraft } from './job-draft.mapper.js';
import { JobDraftRepository, type JobDraftRecord } from './job-draft.repository.js';

const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const jobNotFound = () => new AppError(ErrorCode.NotFound, JobsMessages.jobNotFound);
const draftNotFound = () => new AppError(ErrorCode.NotFound, JobsMessages.draftNotFound);

/**
 * Staff's drafts of a job's cover letter and recruiter outreach (staff only: the owner never sees a
 * draft; an attached cover letter is the job's cover letter document like an upload). A draft is
 * made from identity's drafting facts of the owner, the job's resume text and its description
 * (the fit analysis, computed here), by the configured model or the local drafter; everything sent
 * to a model is redacted of the owner's private values first (libs/drafting).
 */
@Injectable()
export class DraftsService {
  private readonly model: ModelSettings | null;
  private readonly budget: number | undefined;

  constructor(
    private readonly drafts: JobDraftRepository,
    private readonly budgets: DraftingBudgetRepository,
    private readonly identity: IdentityDraftingClient,
    private readonly transactions: Transactions,
    @Inject(SERVICE_CONFIG) config: TJobsEnv,
  ) {
    this.model = draftingModel(config);
    this.budget = config.DRAFTING_DAILY_REQUEST_BUDGET;
  }

  async generate(
    request: RpcInput<typeof GenerateJobDraftRpc>,
  ): Promise<RpcReply<typeof GenerateJobDraftRpc>> {
    const { actor, jobId, kind } = request;
    refuseUnlessStaff(actor);
    const job = await this.drafts.findJob(jobId);
    if (!job) throw jobNotFound();
    if (kind === 'outreach' && !planIncludesRecruiterOutreach(job.subscriptionType)) {
      throw new AppError(ErrorCode.Forbidden, JobsMessages.outreachNotInPlan);
    }
    const person = await this.identity.facts(actor.userId, job.userId);
    const fit =
      job.resumeText && job.description.trim()
        ? analyzeFit({ description: job.description, resumeText: job.resumeText })
        : null;
    const budget = this.budget;
    const result = await draftWith({
      kind,
      facts: draftFacts({ profile: person.facts, job, fit }),
      privateValues: person.redact,
      model: this.model,
      ...(budget !== undefined ? { takeBudget: () => this.budgets.take(budgetDay(new Date()), budget) } : {}),
    });
    const saved = await this.drafts.insert({ jobId, kind, ...result, by: actor.userId }, new Date());
    return toJobDraft(saved);
  }

  async list(request: RpcInput<typeof ListJobDraftsRpc>): Promise<RpcReply<typeof ListJobDraftsRpc>> {
    refuseUnlessStaff(request.actor);
    const job = await this.drafts.findOwnerAndPlan(request.jobId);
    if (!job) throw jobNotFound();
    const drafts = await this.drafts.list(request.jobId);
    return {
      drafts: drafts.map(toJobDraft),
      outreachAvailable: planIncludesRecruiterOutreach(job.subscriptionType),
    };
  }

  async save(request: RpcInput<typeof SaveJobDraftRpc>): Promise<RpcReply<typeof SaveJobDraftRpc>> {
    const { actor, jobId, draftId, body } = request;
    await this.staffJob(actor, jobId);
    const saved = await this.drafts.saveBody(jobId, draftId, body, actor.userId, new Date());
    if (!saved) throw draftNotFound();
    return toJobDraft(saved);
  }

  async renderDocx(
    request: RpcInput<typeof RenderJobDraftDocxRpc>,
  ): Promise<RpcReply<typeof RenderJobDraftDocxRpc>> {
    const { draft, company } = await this.staffDraft(request.actor, request.jobId, request.draftId);
    const kind = toJobDraft(draft).kind;
    const bytes = await renderDocx(draft.body, kind === 'cover_letter' ? 'Cover letter' : 'Outreach message');
    return {
      fileName: draftFileName(kind, company, 'docx'),
      contentType: DOCX_TYPE,
      base64: bytes.toString('base64'),
    };
  }

  async prepareAttachment(
    request: RpcInput<typeof PrepareDraftAttachmentRpc>,
  ): Promise<RpcReply<typeof PrepareDraftAttachmentRpc>> {
    const { draft, company, userId } = await this.staffDraft(request.actor, request.jobId, request.draftId);
    if (draft.kind !== 'cover_letter') {
      throw new AppError(ErrorCode.Validation, JobsMessages.draftNotCoverLetter, {
        draftId: JobsMessages.draftNotCoverLetter,
      });
    }
    const pdf = Buffer.from(await renderPdf(draft.body, 'Cover letter'));
    return {
      objectKey: documentObjectKey(userId, request.jobId, 'cover_letter', randomUUID(), 'pdf'),
      fileName: draftFileName('cover_letter', company, 'pdf'),
      contentType: DOCUMENT_KINDS.pdf.contentType,
      pdf: pdf.toString('base64'),
      size: pdf.length,
    };
  }

  /** After the gateway stored the PDF and recorded it through `jobs.document.set`. */
  async markAttached(
    request: RpcInput<typeof MarkDraftAttachedRpc>,
  ): Promise<RpcReply<typeof MarkDraftAttachedRpc>> {
    const { actor, jobId, draftId, objectKey } = request;
    await this.staffJob(actor, jobId);
    return this.transactions.run(async (tx) => {
      const document = await this.drafts.coverLetterInTx(tx, jobId);
      if (!document || document.objectKey !== objectKey) {
        throw new AppError(ErrorCode.Validation, JobsMessages.draftNotStored, {
          objectKey: JobsMessages.draftNotStored,
        });
      }
      const draft = await this.drafts.markAttached(tx, jobId, draftId, new Date());
      if (!draft) throw draftNotFound();
      return { draft: toJobDraft(draft), document: toJobDocument(document) };
    });
  }

  private async staffJob(actor: TJobActor, jobId: string): Promise<{ userId: string }> {
    refuseUnlessStaff(actor);
    const job = await this.drafts.findOwnerAndPlan(jobId);
    if (!job) throw jobNotFound();
    return job;
  }

  private async staffDraft(
    actor: TJobActor,
    jobId: string,
    draftId: string,
  ): Promise<{ draft: JobDraftRecord; company: string | null; userId: string }> {
    refuseUnlessStaff(actor);
    const job = await this.drafts.findJob(jobId);
    if (!job) throw jobNotFound();
    const draft = await this.drafts.find(jobId, draftId);
    if (!draft) throw draftNotFound();
    return { draft, company: job.company, userId: job.userId };
  }
}
