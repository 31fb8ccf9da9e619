import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api/errors';
import {
  deleteFailureMessage,
  isStaleVersion,
  saveFailureMessage,
  statusFailureMessage,
} from './failureMessages';

const refusal = (status: number, code: string, message: string) =>
  new ApiError(status, { error: { code, message } });
const STALE = 'This job was changed by someone else. Reload to see the latest version.';
const lost = new TypeError('Failed to fetch');

describe('statusFailureMessage', () => {
  it("puts the refusal's reason after 'Failed to update job status: '", () => {
    expect(statusFailureMessage(refusal(403, 'FORBIDDEN', 'Admins only'))).toBe(
      'Failed to update job status: Admins only',
    );
  });

  it('says Unknown error for a refusal without words', () => {
    expect(statusFailureMessage(new ApiError(400, undefined))).toBe(
      'Failed to update job status: Unknown error',
    );
  });

  it('words a fault or a lost connection as the unexpected error', () => {
    expect(statusFailureMessage(refusal(500, 'INTERNAL', 'boom'))).toBe(
      'An unexpected error occurred while updating job status',
    );
    expect(statusFailureMessage(lost)).toBe('An unexpected error occurred while updating job status');
  });
});

describe('saveFailureMessage and the stale save', () => {
  it("words a refused save 'Failed to save changes: {reason}'", () => {
    expect(saveFailureMessage(refusal(409, 'CONFLICT', STALE))).toBe(`Failed to save changes: ${STALE}`);
    expect(saveFailureMessage(lost)).toBe('Failed to save changes: Unknown error');
  });

  it('recognises the stale-version refusal, and only it', () => {
    expect(isStaleVersion(refusal(409, 'CONFLICT', STALE))).toBe(true);
    expect(isStaleVersion(refusal(400, 'VALIDATION', 'Title is required'))).toBe(false);
    expect(isStaleVersion(lost)).toBe(false);
  });
});

describe('deleteFailureMessage', () => {
  it("words a refused delete 'Failed to delete job: {reason}'", () => {
    expect(deleteFailureMessage(refusal(404, 'NOT_FOUND', 'Job not found'))).toBe(
      'Failed to delete job: Job not found',
    );
    expect(deleteFailureMessage(lost)).toBe('Failed to delete job: Unknown error');
  });
});
