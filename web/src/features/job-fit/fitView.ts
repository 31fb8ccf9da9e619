import { FitMessages } from './fitMessages';
import type { TJobFit } from './fitTypes';

/** How often an open page asks again while the fit is being computed. */
export const FIT_PENDING_REFETCH_MS = 3_000;

/** Ask again soon while pending; otherwise only when the job changes (the detail key's refresh). */
export const fitRefetchInterval = (fit: TJobFit | undefined): number | false =>
  fit?.state === 'pending' ? FIT_PENDING_REFETCH_MS : false;

/** What the card says instead of a band, in plain words; null when there is a band to show. */
export const fitStateText = (fit: TJobFit): string | null =>
  fit.state === 'ready' ? null : FitMessages.states[fit.state];

/** Required first, then preferred (each in the posting's order). */
export function requiredFirst<T extends { kind: 'required' | 'preferred' }>(items: readonly T[]): T[] {
  return [
    ...items.filter((item) => item.kind === 'required'),
    ...items.filter((item) => item.kind !== 'required'),
  ];
}

export const kindLabel = (kind: 'required' | 'preferred'): string =>
  kind === 'required' ? FitMessages.required : FitMessages.preferred;

/** The shared status-pill tone of a band (each tone meets WCAG AA): strong bands green, Good blue, Fair amber. */
export function bandTone(band: string | undefined): 'success' | 'info' | 'warning' | undefined {
  if (band === 'Excellent' || band === 'Strong') return 'success';
  if (band === 'Good') return 'info';
  if (band === 'Fair') return 'warning';
  return undefined;
}
