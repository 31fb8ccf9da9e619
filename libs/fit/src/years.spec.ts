import { describe, expect, it } from 'vitest';
import { dateSpans, parseYearsAsked, spanYears, statedYears } from './years.js';

const NOW = new Date('2026-11-28T00:00:00Z');

describe('years asked by a posting', () => {
  it.each([
    ['5+ years of Python', 5],
    ['at least 3 years of experience', 3],
    ['three years of nursing experience', 3],
    ['Minimum 2 years of acute care experience', 2],
    ['3-5 years in sales', 3],
    ['1+ year of emergency department experience', 1],
    ['five (5) years of progressive experience', 5],
    ['2 or more years in FP&A', 2],
  ])('%s gives %d', (text, years) => {
    expect(parseYearsAsked(text)?.years).toBe(years);
  });

  it('reads no ask where there is none', () => {
    expect(parseYearsAsked('We were founded 10 years ago')).toBeUndefined();
    expect(parseYearsAsked('Build dashboards for the growth team')).toBeUndefined();
  });
});

describe('years a resume shows', () => {
  it('turns date ranges into years, "present" counting to today and overlaps once', () => {
    expect(spanYears(dateSpans('Engineer, 2018 – present', NOW))).toBeCloseTo(8.9, 1);
    expect(spanYears(dateSpans('Analyst, Mar 2021 - Jun 2023', NOW))).toBeCloseTo(2.3, 1);
    expect(spanYears(dateSpans('2016 - 2019\n2018 - 2020', NOW))).toBe(4);
    expect(spanYears(dateSpans('06/2019 to 05/2022', NOW))).toBe(3);
  });

  it('ignores ranges that end in the future or run backwards', () => {
    expect(dateSpans('2030 - 2032, 2020 - 2018', NOW)).toEqual([]);
  });

  it('reads years stated outright', () => {
    expect(statedYears('8 years of experience in B2B sales')).toBe(8);
    expect(statedYears('Managed 40 Kubernetes clusters')).toBeUndefined();
  });
});
