import { describe, expect, it } from 'vitest';
import { toJobDraft } from './job-draft.mapper.js';

describe('toJobDraft', () => {
  it('answers dates as ISO strings and the drafter and model as stored', () => {
    const at = new Date('2026-11-28T03:00:00.000Z');
    const ids = { id: '00000000-0000-4000-8000-000000000001', jobId: '00000000-0000-4000-8000-000000000002' };
    const by = '00000000-0000-4000-8000-000000000003';
    expect(
      toJobDraft({
        ...ids,
        kind: 'cover_letter',
        body: 'Dear Hiring Manager,',
        drafter: 'model',
        model: 'tiny-1',
        promptVersion: 'cover-letter@2026-11-28',
        fallbackNote: null,
        createdBy: by,
        createdAt: at,
        updatedBy: by,
        updatedAt: at,
        attachedAt: null,
      }),
    ).toEqual({
      ...ids,
      kind: 'cover_letter',
      body: 'Dear Hiring Manager,',
      drafter: 'model',
      model: 'tiny-1',
      promptVersion: 'cover-letter@2026-11-28',
      fallbackNote: null,
      createdBy: by,
      createdAt: '2026-11-28T03:00:00.000Z',
      updatedBy: by,
      updatedAt: '2026-11-28T03:00:00.000Z',
      attachedAt: null,
    });
  });
});
