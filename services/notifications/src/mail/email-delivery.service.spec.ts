import type { Logger } from 'pino';
import { describe, expect, it, vi } from 'vitest';
import type { Tx } from '../database.js';
import { EmailDelivery } from './email-delivery.service.js';
import type { EmailSender } from './email-sender.service.js';
import type { SentEmailRepository } from './sent-email.repository.js';

const tx = { marker: 'tx' } as unknown as Tx;
const record = { kind: 'password_reset', to: 'jane@example.com', subject: 'Reset', eventId: 'event-1' };
const email = {
  to: 'jane@example.com',
  subject: 'Reset',
  text: 't',
  html: 'h',
  key: 'password-reset.event-1',
};

function delivery(send: () => Promise<{ messageId: string }>) {
  const calls: string[] = [];
  const sender = { send: vi.fn(async () => (calls.push('send'), send())) };
  const sentEmails = {
    recordSent: vi.fn(async () => void calls.push('recordSent')),
    recordFailed: vi.fn(async () => void calls.push('recordFailed')),
  };
  const logger = { child: () => ({ warn: vi.fn() }) } as unknown as Logger;
  const service = new EmailDelivery(
    sender as unknown as EmailSender,
    sentEmails as unknown as SentEmailRepository,
    logger,
  );
  return { service, sender, sentEmails, calls };
}

describe('EmailDelivery.sendAndRecord', () => {
  it('sends, then records the e-mail as sent in the consumer transaction', async () => {
    const { service, sender, sentEmails, calls } = delivery(async () => ({ messageId: '<m>' }));
    await service.sendAndRecord(tx, { email, record, logContext: { eventId: 'event-1' } });
    expect(calls).toEqual(['send', 'recordSent']);
    expect(sender.send).toHaveBeenCalledWith(email);
    expect(sentEmails.recordSent).toHaveBeenCalledWith(tx, record);
  });

  it('records a failed send outside the transaction, with the reason, and rethrows for redelivery', async () => {
    const failure = new Error('421 service not available');
    const { service, sentEmails, calls } = delivery(async () => Promise.reject(failure));
    await expect(service.sendAndRecord(tx, { email, record, logContext: {} })).rejects.toBe(failure);
    expect(calls).toEqual(['send', 'recordFailed']);
    expect(sentEmails.recordFailed).toHaveBeenCalledWith(record, '421 service not available');
  });
});
