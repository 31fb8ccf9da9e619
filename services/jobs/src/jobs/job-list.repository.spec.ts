import { randomUUID } from 'node:crypto';
import type { TJobFilters } from '@hirerelay/contracts';
import { describe, expect, it } from 'vitest';
import type { JobScope } from './job-access.rules.js';
import { jobStatusCountSource } from './job-list.repository.js';

const me = randomUUID();
const other = randomUUID();
const STAFF: JobScope = { kind: 'staff' };
const OWNER: JobScope = { kind: 'owner', userId: me };

describe('where the counts by status come from', () => {
  it.each<[string, JobScope, TJobFilters, ReturnType<typeof jobStatusCountSource>]>([
    ['staff, no filter: the per-status counters', STAFF, {}, { kind: 'every-job' }],
    ['staff, the status filter (ignored): the counters', STAFF, { status: 'Applied' }, { kind: 'every-job' }],
    ["a user's own: their counters", OWNER, {}, { kind: 'one-user', userId: me }],
    ['a user naming themselves: their counters', OWNER, { userId: me }, { kind: 'one-user', userId: me }],
    [
      "a user's details-needed filter (staff's mark, ignored): their counters",
      OWNER,
      { detailsNeeded: true },
      { kind: 'one-user', userId: me },
    ],
    [
      "staff's user filter: that user's counters",
      STAFF,
      { userId: other },
      { kind: 'one-user', userId: other },
    ],
    ['a user naming another user: nothing', OWNER, { userId: other }, { kind: 'nobody' }],
    [
      'a user naming another user with a search: nothing',
      OWNER,
      { userId: other, search: 'x' },
      { kind: 'nobody' },
    ],
    ["a user's search: their rows", OWNER, { search: 'engineer' }, { kind: 'user-rows' }],
    [
      "staff's user filter with a platform: that user's rows",
      STAFF,
      { userId: other, platform: 'Lever' },
      { kind: 'user-rows' },
    ],
    ['staff, a search: every job, up to the cap', STAFF, { search: 'engineer' }, { kind: 'capped-rows' }],
    ['staff, an id: up to the cap', STAFF, { jobId: 'abc' }, { kind: 'capped-rows' }],
    ['staff, a day: up to the cap', STAFF, { receivedFrom: '2026-11-01' }, { kind: 'capped-rows' }],
    ['staff, details needed: up to the cap', STAFF, { detailsNeeded: false }, { kind: 'capped-rows' }],
  ])('%s', (_name, scope, filters, source) => {
    expect(jobStatusCountSource(scope, filters)).toEqual(source);
  });
});
