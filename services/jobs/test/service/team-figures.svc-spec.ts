import { randomUUID } from 'node:crypto';
import { TeamFiguresRpc, type TJobActor } from '@hirerelay/contracts';
import { expectRefusal } from '@hirerelay/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TeamFiguresService } from '../../src/team/team-figures.service.js';
import {
  REFUSED,
  seedJob,
  STAFF,
  startJobsModule,
  userActor,
  type JobsModule,
} from '../support/jobs-module.js';

// The team figures (`/dashboard/team`): per period, applications per staff member, each
// plan's hours from import to Applied (median, p90) and share within the service level; now, the
// overdue jobs and those waiting for details. The database is this file's own.

let jobs: JobsModule;
let service: TeamFiguresService;

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const ada = randomUUID();
const bob = randomUUID();

/** An application made at `appliedAt` by `by`, `hours` after the import, on `plan`'s service level. */
async function applied(plan: string, by: string | null, appliedAt: Date, hours: number) {
  const id = await seedJob(jobs, {
    userId: randomUUID(),
    status: 'Applied',
    subscriptionType: plan,
    dateReceived: new Date(appliedAt.getTime() - hours * HOUR),
    dateApplied: appliedAt,
  });
  await jobs.db.job.update({ where: { id }, data: { appliedBy: by } });
}

beforeAll(async () => {
  jobs = await startJobsModule();
  service = jobs.app.get(TeamFiguresService);
  const now = Date.now();
  await applied('Professional', ada, new Date(now - 1000), 8); // today, within 48 h
  await applied('Professional', bob, new Date(now - 2 * DAY), 72); // 7 days, late
  await applied('Starter', ada, new Date(now - 10 * DAY), 240); // 30 days, late
  await applied('Unlimited', bob, new Date(now - 40 * DAY), 2); // before every period
  // Open work: overdue, not due yet, waiting for details; an Applied job past its due time is not overdue.
  await seedJob(jobs, { userId: randomUUID(), dueAt: new Date(now - HOUR) });
  await seedJob(jobs, { userId: randomUUID(), dueAt: new Date(now - 2 * HOUR), status: 'Rejected' });
  const waiting = await seedJob(jobs, { userId: randomUUID(), dueAt: new Date(now + DAY) });
  await jobs.db.job.update({ where: { id: waiting }, data: { detailsNeeded: true } });
});
afterAll(async () => {
  await jobs?.close();
});

const figures = (actor: TJobActor) => service.figuresOf(TeamFiguresRpc.request.parse({ actor }));

describe('the team figures', () => {
  it('counts applications per staff member and per plan in each period, with the time to Applied', async () => {
    const reply = await figures(STAFF);
    const period = (name: string) => reply.periods.find((entry) => entry.period === name)!;
    expect(reply.periods.map((entry) => entry.period)).toEqual(['today', '7d', '30d']);

    expect(period('today').perStaff).toEqual([{ staffId: ada, applications: 1 }]);
    expect(period('today').perPlan).toEqual([
      { plan: 'Professional', applications: 1, medianHours: 8, p90Hours: 8, withinServiceLevel: 1 },
    ]);

    expect(period('7d').perStaff).toEqual(
      [
        { staffId: ada, applications: 1 },
        { staffId: bob, applications: 1 },
      ].sort((a, b) => a.staffId.localeCompare(b.staffId)),
    );
    // 8 h and 72 h: the median halfway, the 90th percentile 90 % of the way (continuous).
    expect(period('7d').perPlan).toEqual([
      { plan: 'Professional', applications: 2, medianHours: 40, p90Hours: 65.6, withinServiceLevel: 0.5 },
    ]);

    expect(period('30d').perStaff).toEqual([
      { staffId: ada, applications: 2 },
      { staffId: bob, applications: 1 },
    ]);
    // Plans in the order they are sold; the application of 40 days ago is in no period.
    expect(period('30d').perPlan).toEqual([
      { plan: 'Starter', applications: 1, medianHours: 240, p90Hours: 240, withinServiceLevel: 0 },
      { plan: 'Professional', applications: 2, medianHours: 40, p90Hours: 65.6, withinServiceLevel: 0.5 },
    ]);
  });

  it('counts the Saved jobs overdue now and those waiting for details', async () => {
    expect(await figures(STAFF)).toMatchObject({ overdueNow: 1, waitingForDetails: 1 });
  });

  it('refuses users', async () => {
    await expectRefusal(figures(userActor()), REFUSED.staffOnly);
  });
});
