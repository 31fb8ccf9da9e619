import { describe, expect, it } from 'vitest';
import { editFieldNames, editValuesOf, updateBodyOf } from './jobEdits';
import { jobDetailWith } from './testing/jobDetailWith';

const job = jobDetailWith({
  dateReceived: '2026-03-01T10:15:00.000Z',
  dateApplied: '2026-03-04T08:00:00.000Z',
  appliedUrl: null,
  notes: null,
  recruiters: [
    {
      id: '2a3b4c5d-6e7f-4a8b-9c0d-1e2f3a4b5c6d',
      name: 'Dana',
      profileUrl: null,
      email: 'dana@example.com',
      phone: null,
    },
  ],
});

describe('editValuesOf', () => {
  it('puts every field in the form as text: days for dates, empty for none', () => {
    const values = editValuesOf(job);
    expect(values.dateReceived).toBe('2026-03-01');
    expect(values.dateApplied).toBe('2026-03-04');
    expect(values.dateReapplied).toBe('');
    expect(values.appliedUrl).toBe('');
    expect(values.notes).toBe('');
    expect(values.recruiters).toEqual([
      { name: 'Dana', profileUrl: '', email: 'dana@example.com', phone: '' },
    ]);
  });
});

describe('updateBodyOf', () => {
  it('sends every field with the version the page read, unchanged dates as they were stored', () => {
    const body = updateBodyOf(job, editValuesOf(job));
    expect(body.version).toBe(3);
    expect(body.title).toBe('Staff Data Engineer');
    expect(body.dateReceived).toBe('2026-03-01T10:15:00.000Z');
    expect(body.dateApplied).toBe('2026-03-04T08:00:00.000Z');
    expect(body.dateReapplied).toBeNull();
    expect(body.recruiters).toEqual([{ name: 'Dana', profileUrl: '', email: 'dana@example.com', phone: '' }]);
  });

  it('sends a changed day as midnight UTC, a cleared one as none, and keeps Date Received when cleared', () => {
    const body = updateBodyOf(job, {
      ...editValuesOf(job),
      dateReceived: '',
      dateApplied: '',
      dateReapplied: '2026-03-20',
      recruiters: [],
    });
    expect(body.dateReceived).toBe('2026-03-01T10:15:00.000Z');
    expect(body.dateApplied).toBeNull();
    expect(body.dateReapplied).toBe('2026-03-20T00:00:00.000Z');
    expect(body.recruiters).toEqual([]);
  });
});

describe('editFieldNames', () => {
  it('names the job fields and each recruiter row as the gateway names a refused field', () => {
    const names = editFieldNames(2);
    expect(names).toContain('title');
    expect(names).toContain('appliedUrl');
    expect(names).toContain('recruiters.0.email');
    expect(names).toContain('recruiters.1.profileUrl');
    expect(names).not.toContain('recruiters.2.name');
  });
});
