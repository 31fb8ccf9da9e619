import { z } from 'zod';
import { defineRpc } from '../define.js';
import { ZJobActor } from './job.js';

/** The five fit bands, best first (libs/fit's FIT_BANDS; contracts stay free of the engine). */
export const JOB_FIT_BANDS = ['Excellent', 'Strong', 'Good', 'Fair', 'Weak'] as const;
export const ZJobFitBand = z.enum(JOB_FIT_BANDS);
export type TJobFitBand = z.infer<typeof ZJobFitBand>;

/**
 * Where a job's fit stands: `ready` (band, score, found and missing), `pending` (being computed
 * off the request path), or why there is none: no resume text, a resume we could not read, or no
 * usable description (empty or `Waiting for admin input`).
 */
export const JOB_FIT_STATES = [
  'ready',
  'pending',
  'no-resume',
  'resume-unreadable',
  'no-description',
] as const;
export const ZJobFitState = z.enum(JOB_FIT_STATES);
export type TJobFitState = z.infer<typeof ZJobFitState>;

export const ZJobFitRequirementKind = z.enum(['required', 'preferred']);

/** A requirement the resume meets: its label, whether required or preferred, the resume line. */
export const ZJobFitFound = z.object({
  label: z.string(),
  kind: ZJobFitRequirementKind,
  evidence: z.string(),
  /** Why it is only partly met ("3 of 5 years", "only in a skills list"). */
  note: z.string().optional(),
});
export type TJobFitFound = z.infer<typeof ZJobFitFound>;

/** A requirement the resume does not show. */
export const ZJobFitMissing = z.object({
  label: z.string(),
  kind: ZJobFitRequirementKind,
  note: z.string().optional(),
});
export type TJobFitMissing = z.infer<typeof ZJobFitMissing>;

/** `GET /api/jobs/{id}/fit`: the job's fit for its owner and staff. */
export const ZJobFit = z.object({
  state: ZJobFitState,
  band: ZJobFitBand.optional(),
  /** 0..100. */
  score: z.number().int().min(0).max(100).optional(),
  found: z.array(ZJobFitFound),
  missing: z.array(ZJobFitMissing),
  computedAt: z.iso.datetime().optional(),
});
export type TJobFit = z.infer<typeof ZJobFit>;

/**
 * The owner or staff (another user's job FORBIDDEN, an unknown one NOT_FOUND, as the detail page).
 * A job with no fit stored and none pending (imported before fits existed) is marked pending by
 * this read and answers `pending`.
 */
export const GetJobFitRpc = defineRpc(
  'jobs.fit.get.v1',
  z.object({ actor: ZJobActor, jobId: z.uuid() }),
  ZJobFit,
  { idempotent: true },
);
