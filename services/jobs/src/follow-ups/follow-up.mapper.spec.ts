import { describe, expect, it } from 'vitest';
import { toFollowUp } from './follow-up.mapper.js';

describe('toFollowUp', () => {
  it('shows a task not drafted yet with empty texts and its dates as ISO strings', () => {
    const dueAt = new Date('2026-11-28T09:00:00.000Z');
    expect(
      toFollowUp({
        id: 'f',
        jobId: 'j',
        sequence: 1,
        state: 'due',
        dueAt,
        recipient: null,
        subject: null,
        body: null,
        messageId: null,
        sentBy: null,
        sentAt: null,
        closedAt: null,
      }),
    ).toEqual({
      id: 'f',
      jobId: 'j',
      sequence: 1,
      state: 'due',
      dueAt: '2026-11-28T09:00:00.000Z',
      recipient: null,
      subject: '',
      body: '',
      messageId: null,
      sentBy: null,
      sentAt: null,
      closedAt: null,
    });
  });
});
