import type { FitResult } from '@hirerelay/fit';
import { describe, expect, it } from 'vitest';
import { fitRecordOf, noFitRecordOf, toJobFit } from './job-fit.mapper.js';

const AT = new Date('2026-11-28T03:00:00.000Z');

const result: FitResult = {
  band: 'Strong',
  score: 78.4,
  resumeYears: 6,
  requirements: [
    {
      label: 'TypeScript',
      text: 'TypeScript required',
      kind: 'required',
      category: 'skill',
      matched: true,
      evidence: 'Built services in TypeScript',
      credit: 1,
    },
    {
      label: 'Kubernetes',
      text: 'Kubernetes is a plus',
      kind: 'preferred',
      category: 'tool',
      matched: false,
      credit: 0,
      note: 'Not found',
    },
    {
      label: '5+ years Go',
      text: '5+ years of Go',
      kind: 'required',
      category: 'experience',
      matched: false,
      credit: 0.4,
      note: '2 of 5 years',
    },
  ],
  missing: [],
};
result.missing = result.requirements.filter((match) => !match.matched);

describe('toJobFit', () => {
  it('answers the band, score, found with evidence and missing of a stored fit', () => {
    expect(toJobFit(fitRecordOf(result, 'upload', AT), false)).toEqual({
      state: 'ready',
      band: 'Strong',
      score: 78,
      found: [{ label: 'TypeScript', kind: 'required', evidence: 'Built services in TypeScript' }],
      // The plain `Not found` goes (the list says it); a partial note stays.
      missing: [
        { label: 'Kubernetes', kind: 'preferred' },
        { label: '5+ years Go', kind: 'required', note: '2 of 5 years' },
      ],
      computedAt: AT.toISOString(),
    });
  });

  it('answers pending while the job is marked pending or has no fit, and the reason of a missing one', () => {
    expect(toJobFit(fitRecordOf(result, 'upload', AT), true)).toEqual({
      state: 'pending',
      found: [],
      missing: [],
    });
    expect(toJobFit(null, false).state).toBe('pending');
    expect(toJobFit(noFitRecordOf('pending', AT), false).state).toBe('pending');
    expect(toJobFit(noFitRecordOf('no-resume', AT), false)).toEqual({
      state: 'no-resume',
      found: [],
      missing: [],
      computedAt: AT.toISOString(),
    });
  });
});
