import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { TJobDraftKind } from '@hirerelay/contracts';
import type { Drafter } from '@hirerelay/drafting';
import { DATABASE } from '@hirerelay/nest-common';
import type { Database, Tx } from '../database.js';

export interface JobDraftRecord {
  id: string;
  jobId: string;
  kind: string;
  body: string;
  drafter: string;
  model: string | null;
  promptVersion: string;
  fallbackNote: string | null;
  createdBy: string;
  createdAt: Date;
  updatedBy: string;
  updatedAt: Date;
  attachedAt: Date | null;
}

/** What a draft is made from on jobs' side: the job, its plan and its resume's text. */
export interface DraftJobRecord {
  id: string;
  userId: string;
  title: string;
  company: string;
  description: string;
  subscriptionType: string;
  /** The job's uploaded resume's text when it has one with text, else the owner's profile resume's. */
  resumeText: string | null;
}

/** `job_drafts` and what a draft reads of its job. */
@Injectable()
export class JobDraftRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /** The job's facts and its resume's text (two reads: the job with its resume, then the profile's text). */
  async findJob(jobId: string): Promise<DraftJobRecord | null> {
    const job = await this.db.job.findUnique({
      where: { id: jobId },
      select: {
        id: true,
        userId: true,
        title: true,
        company: true,
        description: true,
        subscriptionType: true,
        documents: { where: { type: 'resume' }, select: { textState: true, text: true } },
      },
    });
    if (!job) return null;
    const { documents, ...rest } = job;
    const uploaded = documents.find((document) => document.textState === 'text' && document.text)?.text;
    if (uploaded) return { ...rest, resumeText: uploaded };
    const profile = await this.db.profileResumeText.findUnique({
      where: { userId: job.userId },
      select: { state: true, text: true },
    });
    return { ...rest, resumeText: profile?.state === 'text' && profile.text ? profile.text : null };
  }

  /** The job's owner and plan (the list's outreach flag). */
  findOwnerAndPlan(jobId: string): Promise<{ userId: string; subscriptionType: string } | null> {
    return this.db.job.findUnique({ where: { id: jobId }, select: { userId: true, subscriptionType: true } });
  }

  async insert(
    draft: {
      jobId: string;
      kind: TJobDraftKind;
      body: string;
      drafter: Drafter;
      model: string | null;
      promptVersion: string;
      fallbackNote: string | null;
      by: string;
    },
    at: Date,
  ): Promise<JobDraftRecord> {
    const { by, ...fields } = draft;
    return this.db.jobDraft.create({
      data: { id: randomUUID(), ...fields, createdBy: by, createdAt: at, updatedBy: by, updatedAt: at },
    });
  }

  /** The job's drafts, newest first. */
  list(jobId: string): Promise<JobDraftRecord[]> {
    return this.db.jobDraft.findMany({ where: { jobId }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] });
  }

  /** One of the job's drafts (null when the id is another job's or unknown). */
  find(jobId: string, draftId: string): Promise<JobDraftRecord | null> {
    return this.db.jobDraft.findFirst({ where: { id: draftId, jobId } });
  }

  /** Saves an edit of one of the job's drafts; null when it is not the job's. */
  async saveBody(
    jobId: string,
    draftId: string,
    body: string,
    by: string,
    at: Date,
  ): Promise<JobDraftRecord | null> {
    const { count } = await this.db.jobDraft.updateMany({
      where: { id: draftId, jobId },
      data: { body, updatedBy: by, updatedAt: at },
    });
    return count === 1 ? this.find(jobId, draftId) : null;
  }

  /** The job's cover letter document inside the caller's transaction (the attach check). */
  coverLetterInTx(tx: Tx, jobId: string) {
    return tx.jobDocument.findUnique({ where: { jobId_type: { jobId, type: 'cover_letter' } } });
  }

  /** Marks the draft attached inside the caller's transaction (which checked the job's cover letter). */
  async markAttached(tx: Tx, jobId: string, draftId: string, at: Date): Promise<JobDraftRecord | null> {
    const { count } = await tx.jobDraft.updateMany({
      where: { id: draftId, jobId },
      data: { attachedAt: at },
    });
    return count === 1 ? tx.jobDraft.findFirst({ where: { id: draftId, jobId } }) : null;
  }
}
