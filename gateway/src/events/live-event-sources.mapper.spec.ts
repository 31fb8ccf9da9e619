import { randomUUID } from 'node:crypto';
import {
  JobAssignedEvent,
  JobMessagePostedEvent,
  JobImportedEvent,
  JobOverdueEvent,
  type TEventEnvelope,
} from '@hirerelay/contracts';
import { describe, expect, it } from 'vitest';
import { liveEventOf } from './live-event-sources.mapper.js';

const owner = randomUUID();
const jobId = randomUUID();
const envelope = (subject: string, payload: unknown): TEventEnvelope => ({
  id: randomUUID(),
  subject,
  producer: 'jobs',
  occurredAt: '2026-11-23T12:00:00.000Z',
  payload,
});
const posted = {
  jobId,
  ownerId: owner,
  jobTitle: 'Engineer',
  company: 'Acme',
  messageId: randomUUID(),
  senderId: randomUUID(),
  senderRole: 'admin',
  text: 'Hello',
  createdAt: '2026-11-23T12:00:00.000Z',
  unreadForOwner: 1,
  unreadForStaff: 0,
};

describe('liveEventOf', () => {
  it('names the owner and the type the browser sees', () => {
    const live = liveEventOf(envelope(JobMessagePostedEvent.subject, posted));
    expect(live).toEqual({
      ownerId: owner,
      staffOnly: false,
      data: { type: 'message-posted', jobId, occurredAt: '2026-11-23T12:00:00.000Z', payload: posted },
    });
  });

  it("takes an imported job's owner from its userId", () => {
    const payload = {
      jobId,
      userId: owner,
      subscriptionType: 'Professional',
      importedAt: '2026-11-23T12:00:00.000Z',
    };
    expect(liveEventOf(envelope(JobImportedEvent.subject, payload))).toMatchObject({
      ownerId: owner,
      data: { type: 'job-imported', jobId },
    });
  });

  it('marks who owns a job in the queue and its overdue alert staff-only', () => {
    const assigned = {
      jobId,
      ownerId: owner,
      action: 'claim',
      assigneeId: randomUUID(),
      previousAssigneeId: null,
      changedBy: randomUUID(),
      at: '2026-11-23T12:00:00.000Z',
    };
    expect(liveEventOf(envelope(JobAssignedEvent.subject, assigned))).toMatchObject({
      ownerId: owner,
      staffOnly: true,
      data: { type: 'job-assigned', jobId },
    });
    const overdue = {
      jobId,
      ownerId: owner,
      jobTitle: 'Engineer',
      company: 'Acme',
      subscriptionType: 'Starter',
      dueAt: '2026-11-23T12:00:00.000Z',
      assigneeId: null,
    };
    expect(liveEventOf(envelope(JobOverdueEvent.subject, overdue))).toMatchObject({
      staffOnly: true,
      data: { type: 'job-overdue' },
    });
  });

  it('sends nothing for another subject, or a payload its contract refuses (no owner is guessed)', () => {
    expect(liveEventOf(envelope('events.billing.quota-confirmed.v1', posted))).toBeUndefined();
    const { ownerId: _ownerId, ...withoutOwner } = posted;
    expect(liveEventOf(envelope(JobMessagePostedEvent.subject, withoutOwner))).toBeUndefined();
  });
});
