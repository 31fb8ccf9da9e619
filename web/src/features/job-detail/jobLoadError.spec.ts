import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api/errors';
import { jobIdProblem, jobLoadProblem } from './jobLoadError';

const refusal = (status: number, message?: string) =>
  new ApiError(status, message ? { error: { code: 'X', message } } : undefined);

describe('jobIdProblem', () => {
  it('refuses a missing id with "No job ID provided" and a malformed one with "Invalid job ID"', () => {
    expect(jobIdProblem(undefined)).toEqual({ view: 'error', message: 'No job ID provided' });
    expect(jobIdProblem('')).toEqual({ view: 'error', message: 'No job ID provided' });
    expect(jobIdProblem('1')).toEqual({ view: 'error', message: 'Invalid job ID' });
  });

  it('lets a uuid through to the server', () => {
    expect(jobIdProblem('0b8f8a3e-5a7e-4a3b-9a55-3c1f6f0d7e21')).toBeNull();
  });
});

describe('jobLoadProblem', () => {
  it('shows Job Not Found for an unknown job, saying it may have been deleted or is not yours', () => {
    expect(jobLoadProblem(refusal(404, 'Job not found'))).toEqual({
      view: 'not-found',
      message: 'This job may have been deleted, or you may not have permission to view it.',
    });
  });

  it("tells the user another user's job is not theirs to view", () => {
    expect(jobLoadProblem(refusal(403, "You don't have permission to view this job"))).toEqual({
      view: 'not-found',
      message: "You don't have permission to view this job",
    });
  });

  it("shows a refusal's own words, or the spec's load failure when it has none", () => {
    expect(jobLoadProblem(refusal(400, 'Invalid job ID'))).toEqual({
      view: 'error',
      message: 'Invalid job ID',
    });
    expect(jobLoadProblem(refusal(400))).toEqual({ view: 'error', message: 'Failed to load job details' });
  });

  it('words a server fault or a lost connection as the unexpected error', () => {
    const unexpected = { view: 'error', message: 'An unexpected error occurred while loading job details' };
    expect(jobLoadProblem(refusal(500, 'database down'))).toEqual(unexpected);
    expect(jobLoadProblem(new TypeError('Failed to fetch'))).toEqual(unexpected);
  });
});
