import { describe, expect, it } from 'vitest';
import { documentPathType } from './documentPaths';

describe('documentPathType', () => {
  it('names the resume and the cover letter as the document routes spell them', () => {
    expect(documentPathType('resume')).toBe('resume');
    expect(documentPathType('cover_letter')).toBe('cover-letter');
  });
});
