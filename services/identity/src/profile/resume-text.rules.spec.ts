import { randomUUID } from 'node:crypto';
import { RESUME_TEXT_EVENT_MAX_CHARS, ResumeTextChangedEvent } from '@hirerelay/contracts';
import { describe, expect, it } from 'vitest';
import { resumeTextChanged, resumeTextRemoved } from './resume-text.rules.js';

const userId = randomUUID();
const at = new Date('2026-11-28T03:00:00.000Z');

describe('the resume-text-changed event', () => {
  it('carries the text whole when it fits', () => {
    const event = resumeTextChanged(userId, 'k', { state: 'text', text: 'Jordan\nTypeScript' }, at);
    expect(event).toEqual({
      userId,
      objectKey: 'k',
      state: 'text',
      text: 'Jordan\nTypeScript',
      changedAt: '2026-11-28T03:00:00.000Z',
    });
    expect(ResumeTextChangedEvent.payload.safeParse(event).success).toBe(true);
  });

  it('cuts longer text at a line end within the limit', () => {
    const line = 'x'.repeat(99);
    const text = Array.from({ length: 400 }, () => line).join('\n'); // 39,999 characters
    const event = resumeTextChanged(userId, 'k', { state: 'text', text }, at);
    expect(event.text?.length).toBeLessThanOrEqual(RESUME_TEXT_EVENT_MAX_CHARS);
    expect(event.text?.endsWith(line)).toBe(true);
    expect(text.startsWith(event.text ?? '-')).toBe(true);
    expect(ResumeTextChangedEvent.payload.safeParse(event).success).toBe(true);
  });

  it('names the reason of an unreadable resume, and none once removed', () => {
    expect(resumeTextChanged(userId, 'k', { state: 'unreadable', reason: 'scanned' }, at)).toMatchObject({
      state: 'unreadable',
      reason: 'scanned',
    });
    expect(resumeTextRemoved(userId, at)).toEqual({
      userId,
      objectKey: null,
      state: 'none',
      changedAt: '2026-11-28T03:00:00.000Z',
    });
  });
});
