import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { senderLabel, toJobReply } from './job-reply.mapper.js';
import type { JobReplyRecord } from './job-reply.repository.js';

const record = (overrides: Partial<JobReplyRecord> = {}): JobReplyRecord => ({
  id: randomUUID(),
  userId: randomUUID(),
  jobId: randomUUID(),
  fromName: 'Jane',
  fromAddress: 'jane@acme.com',
  subject: 'Interview',
  body: 'Can you talk Tuesday?',
  quoted: '',
  signature: '',
  receivedAt: new Date('2026-11-28T09:30:00.000Z'),
  kind: 'interview',
  confidence: 0.8,
  evidence: 'Can you talk Tuesday?',
  suggestedStatus: 'Interview Scheduled',
  suggestionState: 'pending',
  suggestionBy: null,
  suggestionAt: null,
  matchRule: 'recruiter',
  matchReason: 'a recruiter of the job',
  triageState: null,
  attachments: [{ filename: 'a.pdf', mimeType: 'application/pdf', size: 10, objectKey: 'secret/key' }],
  createdAt: new Date(),
  ...overrides,
});

describe('toJobReply', () => {
  it('gives the owner the text and kind, never the suggestion, the match or object keys', () => {
    const reply = toJobReply(record(), { userId: randomUUID(), role: 'user' });
    expect(reply).not.toHaveProperty('suggestion');
    expect(reply).not.toHaveProperty('match');
    expect(reply.attachments).toEqual([{ filename: 'a.pdf', mimeType: 'application/pdf', size: 10 }]);
    expect(reply.receivedAt).toBe('2026-11-28T09:30:00.000Z');
  });

  it('gives staff the suggestion with its evidence and state, null when the reply suggests none', () => {
    const staff = { userId: randomUUID(), role: 'admin' } as const;
    expect(toJobReply(record(), staff).suggestion).toEqual({
      status: 'Interview Scheduled',
      evidence: 'Can you talk Tuesday?',
      confidence: 0.8,
      state: 'pending',
    });
    expect(toJobReply(record({ suggestedStatus: null, suggestionState: null }), staff).suggestion).toBeNull();
  });
});

describe('senderLabel', () => {
  it('names the sender by display name, else address', () => {
    expect(senderLabel({ name: 'Jane', address: 'jane@acme.com' })).toBe('Jane');
    expect(senderLabel({ name: ' ', address: 'jane@acme.com' })).toBe('jane@acme.com');
    expect(senderLabel(null)).toBe('unknown sender');
  });
});
