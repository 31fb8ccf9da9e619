import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api/errors';
import { importRefusal, lookupError } from './importRefusal';

const refused = (status: number, message: string, fields?: Record<string, string>) =>
  new ApiError(status, { error: { code: status === 409 ? 'CONFLICT' : 'FORBIDDEN', message, fields } });

describe('a refused import', () => {
  it('without a subscription is the Subscription Required toast with View Plans (pricing)', () => {
    const text = 'You need an active subscription to import jobs.';
    expect(importRefusal(refused(403, text, { reason: 'subscription-required' }))).toEqual({
      kind: 'toast',
      title: 'Subscription Required',
      message: text,
      action: { label: 'View Plans', path: '/pricing' },
    });
  });

  it('with an inactive subscription is the Inactive Subscription toast with Manage Subscription', () => {
    const outcome = importRefusal(
      refused(403, 'Your subscription is not active.', { reason: 'subscription-inactive' }),
    );
    expect(outcome).toMatchObject({
      kind: 'toast',
      title: 'Inactive Subscription',
      action: { label: 'Manage Subscription', path: '/dashboard/subscription' },
    });
  });

  it('at the limit is the Usage Limit Reached toast with the server’s quota and Upgrade Plan', () => {
    const text =
      "You've reached your monthly limit of 10 job imports. Please upgrade your plan to import more jobs.";
    expect(importRefusal(refused(403, text, { reason: 'limit-reached' }))).toEqual({
      kind: 'toast',
      title: 'Usage Limit Reached',
      message: text,
      action: { label: 'Upgrade Plan', path: '/pricing' },
    });
  });

  it('as a duplicate links to the job already imported', () => {
    const jobId = '3f1c2a9e-8b7d-4c6e-9f0a-1b2c3d4e5f60';
    expect(
      importRefusal(refused(409, 'You have already imported this job.', { reason: 'duplicate', jobId })),
    ).toEqual({ kind: 'duplicate', message: 'You have already imported this job.', jobId });
  });

  it('for the link’s own rules shows the server’s message inline', () => {
    expect(
      importRefusal(
        new ApiError(400, { error: { code: 'VALIDATION', message: 'Please enter a valid URL' } }),
      ),
    ).toEqual({ kind: 'inline', message: 'Please enter a valid URL' });
  });

  it('on a server fault says it failed to save, inline and as the Import Failed toast', () => {
    expect(
      importRefusal(new ApiError(503, { error: { code: 'SERVICE_UNAVAILABLE', message: 'x' } })),
    ).toEqual({
      kind: 'inline',
      message: 'Failed to save job',
      toast: { title: 'Import Failed', message: 'Failed to save job. Please try again.' },
    });
  });

  it('on anything unexpected (the network, a fault) says so with the reason', () => {
    expect(importRefusal(new TypeError('Failed to fetch'))).toEqual({
      kind: 'inline',
      message: 'An unexpected error occurred while saving the job: Failed to fetch',
      toast: { title: 'Import Failed', message: 'An unexpected error occurred. Please try again.' },
    });
    expect(
      importRefusal(new ApiError(500, { error: { code: 'INTERNAL', message: 'Internal server error' } })),
    ).toMatchObject({
      kind: 'inline',
      message: 'An unexpected error occurred while saving the job: Internal server error',
    });
  });
});

describe('a failed lookup', () => {
  it('shows the server’s refusal, or the fetching text when the call itself fails', () => {
    expect(
      lookupError(new ApiError(400, { error: { code: 'VALIDATION', message: 'Failed to fetch job data' } })),
    ).toBe('Failed to fetch job data');
    const fetchError = 'An error occurred while fetching job data. Please try again later.';
    expect(lookupError(new ApiError(503, {}))).toBe(fetchError);
    expect(lookupError(new TypeError('Failed to fetch'))).toBe(fetchError);
  });
});
