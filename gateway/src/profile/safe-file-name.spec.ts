import { describe, expect, it } from 'vitest';
import { safeFileName } from './profile.controller.js';

describe('safeFileName', () => {
  it('keeps only the base name, without control characters or quotes', () => {
    expect(safeFileName('C:\\Users\\me\\CV "final".pdf')).toBe('CV final.pdf');
    expect(safeFileName('../../etc/passwd')).toBe('passwd');
    expect(safeFileName('a\u0000b\nc.pdf')).toBe('abc.pdf');
  });

  it('falls back to a neutral name', () => {
    expect(safeFileName(undefined)).toBe('resume.pdf');
    expect(safeFileName('   ')).toBe('resume.pdf');
  });
});
