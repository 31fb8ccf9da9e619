import { describe, expect, it } from 'vitest';
import { degreeSatisfies, findDegree, findDegrees } from './degrees.js';

describe('degrees', () => {
  it('orders levels: a higher degree meets a lower requirement, not the reverse', () => {
    expect(degreeSatisfies('master', 'bachelor')).toBe(true);
    expect(degreeSatisfies('doctorate', 'master')).toBe(true);
    expect(degreeSatisfies('bachelor', 'bachelor')).toBe(true);
    expect(degreeSatisfies('associate', 'bachelor')).toBe(false);
    expect(degreeSatisfies('bachelor', 'master')).toBe(false);
  });

  it.each([
    ["Bachelor's in Computer Science or related", 'bachelor', 'Computer Science'],
    ['BSN required', 'bachelor', undefined],
    ['B.S. Computer Science, Ohio State', 'bachelor', undefined],
    ['Bachelor of Science in Nursing', 'bachelor', 'Nursing'],
    ['MBA, Kellogg', 'master', undefined],
    ['M.S. Statistics', 'master', undefined],
    ['MPH in Biostatistics', 'master', 'Biostatistics'],
    ['Ph.D. Mathematics', 'doctorate', undefined],
    ["Associate's degree in Accounting", 'associate', 'Accounting'],
    ['A.A.S. Accounting', 'associate', undefined],
  ])('%s is a %s degree', (text, level, field) => {
    const found = findDegree(text);
    expect(found?.level).toBe(level);
    expect(found?.field).toBe(field);
  });

  it('reads the lowest level of "Bachelor\'s or Master\'s" as the requirement', () => {
    expect(findDegrees("Bachelor's or Master's degree in Finance")[0]?.level).toBe('bachelor');
  });

  it('does not read ordinary words as degrees', () => {
    expect(findDegree('We ship fast and ms latency matters')).toBeUndefined();
    expect(findDegree('Master the art of selling')).toBeUndefined();
  });
});
