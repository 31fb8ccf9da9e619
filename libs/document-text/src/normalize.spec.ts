import { describe, expect, it } from 'vitest';
import { normalizeDocumentText, truncateAtLine } from './normalize.js';

describe('normalizeDocumentText', () => {
  it('keeps one line per line, with single spaces and no blank runs', () => {
    expect(normalizeDocumentText('  Jordan \t Example  \r\n\r\n\r\n\nSenior\u00A0 Engineer\f Page 2 ')).toBe(
      'Jordan Example\n\nSenior Engineer\nPage 2',
    );
  });

  it('spells out ligatures and drops invisible characters', () => {
    expect(normalizeDocumentText('Ofﬁce eﬀort, ﬂow and ﬃliated\u200B work\uFEFF')).toBe(
      'Office effort, flow and ffiliated work',
    );
  });

  it('joins a word hyphenated across a line end, keeping the rest of the next line on its own line', () => {
    expect(normalizeDocumentText('event-driven experi-\nence with NATS and Kafka.\nNext line')).toBe(
      'event-driven experience\nwith NATS and Kafka.\nNext line',
    );
    expect(normalizeDocumentText('manage-\nment\nNext')).toBe('management\nNext');
    expect(normalizeDocumentText('soft\u00AD\nware and co\u00ADoperation')).toBe('software\nand cooperation');
  });

  it('leaves hyphens that are not a broken word', () => {
    expect(normalizeDocumentText('2019-\n2021')).toBe('2019-\n2021');
    expect(normalizeDocumentText('Senior-\nLevel role')).toBe('Senior-\nLevel role');
    expect(normalizeDocumentText('full-stack work')).toBe('full-stack work');
  });

  it('writes every bullet glyph at a line start as "- "', () => {
    const raw = [
      '\u2022 TypeScript',
      '\u25AA Postgres',
      '\uF0B7\tKafka',
      '\u25CF  Redis',
      '* Docker',
      '\u2013 AWS',
    ].join('\n');
    expect(normalizeDocumentText(raw)).toBe('- TypeScript\n- Postgres\n- Kafka\n- Redis\n- Docker\n- AWS');
  });

  it('joins a bullet left alone on its line to the item after it', () => {
    expect(normalizeDocumentText('\u2022\nLed the on-call rotation\n\u2022\nHired six engineers')).toBe(
      '- Led the on-call rotation\n- Hired six engineers',
    );
  });

  it('turns typographic quotes and hyphens into ASCII, keeping dashes between dates', () => {
    expect(normalizeDocumentText('\u201CLead\u201D at O\u2019Brien\u2011Co, 2019 \u2013 2021')).toBe(
      '"Lead" at O\'Brien-Co, 2019 \u2013 2021',
    );
  });

  it('gives an empty string for whitespace only', () => {
    expect(normalizeDocumentText(' \n\t\u00A0\n\u200B\n')).toBe('');
  });
});

describe('truncateAtLine', () => {
  it('cuts at the last line end within the budget', () => {
    expect(truncateAtLine('one\ntwo\nthree', 9)).toEqual({ text: 'one\ntwo', truncated: true });
    expect(truncateAtLine('one\ntwo', 20)).toEqual({ text: 'one\ntwo', truncated: false });
    expect(truncateAtLine('abcdefghij', 4)).toEqual({ text: 'abcd', truncated: true });
  });
});
