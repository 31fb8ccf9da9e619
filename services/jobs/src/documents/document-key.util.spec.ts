import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { documentObjectKey, isDocumentObjectKey } from './document-key.util.js';

const owner = randomUUID();
const job = randomUUID();
const file = randomUUID();

describe('job document object keys', () => {
  it("lie under the owner's prefix, the job and the type", () => {
    expect(documentObjectKey(owner, job, 'cover_letter', file, 'docx')).toBe(
      `${owner}/jobs/${job}/cover_letter/${file}.docx`,
    );
  });

  it('are recognised for their job and type', () => {
    for (const kind of ['pdf', 'doc', 'docx'] as const) {
      expect(
        isDocumentObjectKey(documentObjectKey(owner, job, 'resume', file, kind), owner, job, 'resume'),
      ).toBe(true);
    }
  });

  it.each([
    ['another type', documentObjectKey(owner, job, 'cover_letter', file, 'pdf')],
    ['another job', documentObjectKey(owner, randomUUID(), 'resume', file, 'pdf')],
    ['another owner', documentObjectKey(randomUUID(), job, 'resume', file, 'pdf')],
    ['the profile resume', `${owner}/resumes/${file}.pdf`],
    ['a path escape', `${owner}/jobs/${job}/resume/../../../${randomUUID()}/resumes/${file}.pdf`],
    ['another extension', `${owner}/jobs/${job}/resume/${file}.html`],
    ['a name that is not an id', `${owner}/jobs/${job}/resume/cv.pdf`],
  ])('are refused for %s', (_label, key) => {
    expect(isDocumentObjectKey(key, owner, job, 'resume')).toBe(false);
  });
});
