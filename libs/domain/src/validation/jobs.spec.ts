import { describe, expect, it } from 'vitest';
import { ACCOUNT_STATUSES, DEFAULT_ACCOUNT_STATUS } from '../accounts/accounts.js';
import { DEFAULT_JOB_STATUS, JOB_STATUSES } from '../jobs/job-status.js';
import { canSendChatMessage } from '../jobs/chat.js';
import { ZAccountStatus, ZChatMessageForm, ZJobStatus, ZJobUrlForm } from './jobs.js';

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : (result.error?.issues.map((issue) => issue.message) ?? []);

describe('job URL', () => {
  it('accepts a job page address', () => {
    expect(ZJobUrlForm.parse({ url: ' https://boards.example.com/jobs/123 ' })).toEqual({
      url: 'https://boards.example.com/jobs/123',
    });
  });

  it.each(['', 'boards.example.com/jobs/1', 'see https://x.com', 'mailto:hr@example.com'])(
    "refuses %j with 'Please enter a valid URL'",
    (url) => {
      expect(messagesOf(ZJobUrlForm.safeParse({ url }))).toEqual(['Please enter a valid URL']);
    },
  );
});

describe('chat message', () => {
  it('can be sent only when its trimmed text is non-empty', () => {
    expect(canSendChatMessage('   ')).toBe(false);
    expect(canSendChatMessage(' hi ')).toBe(true);
    expect(messagesOf(ZChatMessageForm.safeParse({ text: ' \n ' }))).toEqual(['Message cannot be empty']);
    expect(ZChatMessageForm.parse({ text: '  hello  ' })).toEqual({ text: 'hello' });
  });

  it('is bounded', () => {
    expect(ZChatMessageForm.parse({ text: ` ${'x'.repeat(4000)} ` }).text).toHaveLength(4000);
    expect(messagesOf(ZChatMessageForm.safeParse({ text: 'x'.repeat(4001) }))).toEqual([
      'Must be 4000 characters or fewer',
    ]);
  });
});

describe('statuses', () => {
  it('lists the job statuses and starts new jobs as Saved', () => {
    expect(JOB_STATUSES).toEqual([
      'Saved',
      'Applied',
      'Interview Scheduled',
      'Interview Completed',
      'Offer Received',
      'Rejected',
      'Withdrawn',
    ]);
    expect(DEFAULT_JOB_STATUS).toBe('Saved');
    expect(ZJobStatus.safeParse('Interview Scheduled').success).toBe(true);
    expect(ZJobStatus.safeParse('saved').success).toBe(false);
  });

  it('lists the account statuses with active as default', () => {
    expect(ACCOUNT_STATUSES).toEqual(['active', 'pending', 'cancelled', 'unpaid']);
    expect(DEFAULT_ACCOUNT_STATUS).toBe('active');
    expect(ZAccountStatus.safeParse('unpaid').success).toBe(true);
    expect(messagesOf(ZAccountStatus.safeParse('banned'))).toEqual(['Please select a valid option']);
  });
});

describe('chat message characters', () => {
  it('keeps line breaks and tabs, refuses NUL and other controls', () => {
    expect(messagesOf(ZChatMessageForm.safeParse({ text: 'Hi\r\n\tthere' }))).toEqual([]);
    expect(messagesOf(ZChatMessageForm.safeParse({ text: 'a\u0000b' }))).toEqual([
      'Please remove invalid characters',
    ]);
    expect(messagesOf(ZChatMessageForm.safeParse({ text: 'a\u0007b' }))).toEqual([
      'Please remove invalid characters',
    ]);
  });
});
