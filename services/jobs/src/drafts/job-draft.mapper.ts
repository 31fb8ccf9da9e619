import { ZJobDraftKind, type TJobDraft } from '@hirerelay/contracts';
import type { JobDraftRecord } from './job-draft.repository.js';

export const toJobDraft = (draft: JobDraftRecord): TJobDraft => ({
  id: draft.id,
  jobId: draft.jobId,
  kind: ZJobDraftKind.parse(draft.kind),
  body: draft.body,
  drafter: draft.drafter === 'model' ? 'model' : 'local',
  model: draft.model,
  promptVersion: draft.promptVersion,
  fallbackNote: draft.fallbackNote,
  createdBy: draft.createdBy,
  createdAt: draft.createdAt.toISOString(),
  updatedBy: draft.updatedBy,
  updatedAt: draft.updatedAt.toISOString(),
  attachedAt: draft.attachedAt?.toISOString() ?? null,
});
