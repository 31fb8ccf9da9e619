import { JOB_FIT_BANDS, type TJobFit, type TJobFitBand, type TJobFitState } from '@hirerelay/contracts';
import type { FitResult, RequirementMatch } from '@hirerelay/fit';
import type { NoFitReason } from './fit-inputs.rules.js';

/** The version of what the fit work stores; a new engine or a new stored shape moves it on. */
export const FIT_ANALYZER_VERSION = 1;

/** A requirement as `job_fits` keeps it (libs/fit's match without the posting's sentence). */
export interface StoredRequirement {
  label: string;
  kind: 'required' | 'preferred';
  category: string;
  matched: boolean;
  evidence?: string;
  credit: number;
  note?: string;
}

/** A `job_fits` row as the fit work writes it. */
export interface JobFitRecord {
  state: Exclude<TJobFitState, 'ready'> | 'ready';
  band: string | null;
  score: number | null;
  requirements: StoredRequirement[];
  missing: StoredRequirement[];
  resumeYears: number | null;
  resumeSource: 'upload' | 'profile' | null;
  version: number;
  computedAt: Date;
}

const stored = (match: RequirementMatch): StoredRequirement => ({
  label: match.label,
  kind: match.kind,
  category: match.category,
  matched: match.matched,
  ...(match.evidence ? { evidence: match.evidence } : {}),
  credit: match.credit,
  ...(match.note ? { note: match.note } : {}),
});

/** libs/fit's result → the row to store. */
export function fitRecordOf(result: FitResult, resumeSource: 'upload' | 'profile', at: Date): JobFitRecord {
  return {
    state: 'ready',
    band: result.band,
    score: Math.round(result.score),
    requirements: result.requirements.map(stored),
    missing: result.missing.map(stored),
    resumeYears: result.resumeYears,
    resumeSource,
    version: FIT_ANALYZER_VERSION,
    computedAt: at,
  };
}

/** Why there is no fit → the row to store (no band, no requirements). */
export function noFitRecordOf(reason: NoFitReason, at: Date): JobFitRecord {
  return {
    state: reason,
    band: null,
    score: null,
    requirements: [],
    missing: [],
    resumeYears: null,
    resumeSource: null,
    version: FIT_ANALYZER_VERSION,
    computedAt: at,
  };
}

const isBand = (band: string | null): band is TJobFitBand =>
  band !== null && (JOB_FIT_BANDS as readonly string[]).includes(band);

/** libs/fit's note on a requirement the resume does not name at all. */
const ENGINE_NOT_FOUND = 'Not found';

const PENDING: TJobFit = { state: 'pending', found: [], missing: [] };

/**
 * The stored fit → what the owner and staff read. A job marked pending answers `pending` whatever
 * is stored (it is being recomputed); a fit without a usable band reads as pending too.
 */
export function toJobFit(
  record: Pick<JobFitRecord, 'state' | 'band' | 'score' | 'requirements' | 'missing' | 'computedAt'> | null,
  pending: boolean,
): TJobFit {
  if (pending || !record || record.state === 'pending') return PENDING;
  if (record.state !== 'ready') {
    return { state: record.state, found: [], missing: [], computedAt: record.computedAt.toISOString() };
  }
  if (!isBand(record.band)) return PENDING;
  return {
    state: 'ready',
    band: record.band,
    ...(record.score !== null ? { score: Math.max(0, Math.min(100, Math.round(record.score))) } : {}),
    found: record.requirements
      .filter((requirement) => requirement.matched)
      .map((requirement) => ({
        label: requirement.label,
        kind: requirement.kind,
        evidence: requirement.evidence ?? '',
        ...(requirement.note ? { note: requirement.note } : {}),
      })),
    // The engine's plain `Not found` says nothing the list's heading does not; a partial note stays.
    missing: record.missing.map((requirement) => ({
      label: requirement.label,
      kind: requirement.kind,
      ...(requirement.note && requirement.note !== ENGINE_NOT_FOUND ? { note: requirement.note } : {}),
    })),
    computedAt: record.computedAt.toISOString(),
  };
}
