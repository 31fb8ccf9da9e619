import { z } from 'zod';
import { plainText, ZIsoDateTime } from '@hirerelay/domain';
import { defineRpc } from '../define.js';
import { ZJobActor } from './job.js';
import { ZJobDocument } from './detail.js';

/** A cover letter, or (on plans with outreach) a message to a recruiter. */
export const ZJobDraftKind = z.enum(['cover_letter', 'outreach']);
export type TJobDraftKind = z.infer<typeof ZJobDraftKind>;

/** Longest draft body staff may save. */
export const JOB_DRAFT_MAX_CHARS = 10_000;

/**
 * A draft as staff see it in the packet: its text, which drafter (`local` templates or the
 * configured `model`, by name) and prompt version made it, why it fell back to the local drafter
 * (`fallbackNote`), who made and last edited it, and when it was last attached as the cover letter.
 */
export const ZJobDraft = z.object({
  id: z.uuid(),
  jobId: z.uuid(),
  kind: ZJobDraftKind,
  body: z.string(),
  drafter: z.enum(['local', 'model']),
  model: z.string().nullable(),
  promptVersion: z.string(),
  fallbackNote: z.string().nullable(),
  createdBy: z.uuid(),
  createdAt: ZIsoDateTime,
  updatedBy: z.uuid(),
  updatedAt: ZIsoDateTime,
  attachedAt: ZIsoDateTime.nullable(),
});
export type TJobDraft = z.infer<typeof ZJobDraft>;

/** A job's drafts, newest first, and whether its plan offers outreach drafts. */
export const ZJobDraftList = z.object({ drafts: z.array(ZJobDraft), outreachAvailable: z.boolean() });
export type TJobDraftList = z.infer<typeof ZJobDraftList>;

/** `POST /api/admin/jobs/{id}/drafts`: which draft to generate. */
export const ZGenerateDraftBody = z.strictObject({ kind: ZJobDraftKind });
export type TGenerateDraftBody = z.input<typeof ZGenerateDraftBody>;

/** `PUT /api/admin/jobs/{id}/drafts/{draftId}`: the edited text. */
export const ZSaveDraftBody = z.strictObject({
  body: plainText(JOB_DRAFT_MAX_CHARS, 'multi-line').pipe(z.string().min(1)),
});
export type TSaveDraftBody = z.input<typeof ZSaveDraftBody>;

/**
 * How long the gateway waits for a generate: past the longest model timeout jobs accepts
 * (`DRAFTING_TIMEOUT_MS`, at most 60 s), so a slow model answers a local draft, never a 503.
 */
export const DRAFT_GENERATE_RPC_TIMEOUT_MS = 65_000;

const ZJobRef = z.object({ actor: ZJobActor, jobId: z.uuid() });
const ZDraftRef = ZJobRef.extend({ draftId: z.uuid() });

/**
 * Staff only (FORBIDDEN otherwise): a new draft from the owner's profile facts (identity), the
 * job's resume text (its uploaded resume's, else the profile's) and its description, by the
 * configured model or the local drafter (with `fallbackNote` when the model was not used: timeout,
 * error, bad reply, the day's budget used up). An outreach draft on a plan without outreach is
 * FORBIDDEN `JobsMessages.outreachNotInPlan`. Private values never leave the system.
 */
export const GenerateJobDraftRpc = defineRpc(
  'jobs.draft.generate.v1',
  ZJobRef.extend({ kind: ZJobDraftKind }),
  ZJobDraft,
);

/** Staff only: the job's drafts, newest first. */
export const ListJobDraftsRpc = defineRpc('jobs.draft.list.v1', ZJobRef, ZJobDraftList, { idempotent: true });

/** Staff only: saves staff's edit of a draft (NOT_FOUND `Draft not found` when it is not the job's). */
export const SaveJobDraftRpc = defineRpc(
  'jobs.draft.save.v1',
  ZDraftRef.extend({ body: ZSaveDraftBody.shape.body }),
  ZJobDraft,
);

/** Staff only: the draft as a Word document (base64), with the file name to offer. */
export const RenderJobDraftDocxRpc = defineRpc(
  'jobs.draft.render-docx.v1',
  ZDraftRef,
  z.object({ fileName: z.string(), contentType: z.string(), base64: z.base64() }),
  { idempotent: true },
);

/**
 * Staff only, a cover letter draft (VALIDATION otherwise): the draft rendered to PDF (base64) with
 * the object key the document rules issue for the job's cover letter and the file name. The
 * gateway stores the bytes there, records them through `jobs.document.set` (the same rules as an
 * upload), then calls `jobs.draft.mark-attached`.
 */
export const PrepareDraftAttachmentRpc = defineRpc(
  'jobs.draft.prepare-attachment.v1',
  ZDraftRef,
  z.object({
    objectKey: z.string(),
    fileName: z.string(),
    contentType: z.literal('application/pdf'),
    pdf: z.base64(),
    size: z.number().int().positive(),
  }),
);

/**
 * Staff only: marks the draft attached once the job's cover letter is the stored PDF at
 * `objectKey` (VALIDATION `JobsMessages.draftNotStored` otherwise). Answers the draft and the
 * job's cover letter document.
 */
export const MarkDraftAttachedRpc = defineRpc(
  'jobs.draft.mark-attached.v1',
  ZDraftRef.extend({ objectKey: z.string().min(1).max(500) }),
  z.object({ draft: ZJobDraft, document: ZJobDocument }),
);
