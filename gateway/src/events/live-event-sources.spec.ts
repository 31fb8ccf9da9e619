import { randomUUID } from 'node:crypto';
import { JobMessagePostedEvent, JobImportedEvent, type TEventEnvelope } from '@hirerelay/contracts';
import { describe, expect, it } from 'vitest';
import { liveEventOf } from './live-event-sources.js';

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

  it('sends nothing for another subject, or a payload its contract refuses (no owner is guessed)', () => {
    expect(liveEventOf(envelope('events.billing.quota-confirmed.v1', posted))).toBeUndefined();
    const { ownerId: _ownerId, ...withoutOwner } = posted;
    expect(liveEventOf(envelope(JobMessagePostedEvent.subject, withoutOwner))).toBeUndefined();
  });
});
