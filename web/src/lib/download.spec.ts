import { describe, expect, it } from 'vitest';
import { fileNameFromDisposition } from './download';

describe('fileNameFromDisposition', () => {
  it('reads the quoted or bare file name', () => {
    expect(fileNameFromDisposition('attachment; filename="users-export-2026-11-22.csv"')).toBe(
      'users-export-2026-11-22.csv',
    );
    expect(fileNameFromDisposition('attachment; filename=users.csv')).toBe('users.csv');
  });

  it('gives null when there is none', () => {
    expect(fileNameFromDisposition(null)).toBeNull();
    expect(fileNameFromDisposition('inline')).toBeNull();
  });
});
