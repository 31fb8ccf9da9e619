import { describe, expect, it } from 'vitest';
import { escapeCsvCell, toCsvRow } from './csv.js';

describe('escapeCsvCell', () => {
  it('leaves plain values alone', () => {
    expect(escapeCsvCell('Acme Corp')).toBe('Acme Corp');
    expect(escapeCsvCell(42)).toBe('42');
    expect(escapeCsvCell(-3)).toBe('-3');
    expect(escapeCsvCell(true)).toBe('true');
  });

  it('writes nothing for missing values', () => {
    expect(escapeCsvCell(null)).toBe('');
    expect(escapeCsvCell(undefined)).toBe('');
  });

  it('quotes values containing a comma, quote or line break, doubling inner quotes', () => {
    expect(escapeCsvCell('Austin, TX')).toBe('"Austin, TX"');
    expect(escapeCsvCell('The "best" job')).toBe('"The ""best"" job"');
    expect(escapeCsvCell('line one\nline two')).toBe('"line one\nline two"');
    expect(escapeCsvCell('a\r\nb')).toBe('"a\r\nb"');
  });

  it('stops spreadsheet formulas in user text', () => {
    expect(escapeCsvCell('=HYPERLINK("http://evil")')).toBe('"\'=HYPERLINK(""http://evil"")"');
    expect(escapeCsvCell('+1 555')).toBe("'+1 555");
    expect(escapeCsvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(escapeCsvCell('-2+3')).toBe("'-2+3");
  });
});

describe('toCsvRow', () => {
  it('joins escaped cells with commas', () => {
    expect(toCsvRow(['abc123', 'Engineer, Senior', null, 'Not assigned'])).toBe(
      'abc123,"Engineer, Senior",,Not assigned',
    );
  });
});
