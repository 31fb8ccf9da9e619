import { describe, expect, it } from 'vitest';
import { headingKind, inlineHeading, sentenceKind } from './sections.js';

describe('section detection', () => {
  it.each([
    ['Requirements', 'required'],
    ['Must have:', 'required'],
    ['Minimum Qualifications', 'required'],
    ['You have:', 'required'],
    ["What you'll bring", 'required'],
    ['Nice to have', 'preferred'],
    ['Preferred Qualifications', 'preferred'],
    ['Bonus points:', 'preferred'],
    ['Desirable:', 'preferred'],
    ["What you'll do", 'other'],
    ['Responsibilities', 'other'],
    ['About us', 'other'],
  ])('%s is a %s heading', (line, kind) => {
    expect(headingKind(line)).toBe(kind);
  });

  it('does not take a sentence for a heading', () => {
    expect(
      headingKind('You will work closely with product and operations to keep our integrations reliable.'),
    ).toBeUndefined();
  });

  it('reads inline headings ("Must-haves: ...", table rows)', () => {
    expect(inlineHeading('Must-haves: at least two years running paid social')).toEqual({
      kind: 'required',
      rest: 'at least two years running paid social',
    });
    expect(inlineHeading('Preferred | CRM proficiency')?.kind).toBe('preferred');
  });

  it('lets a sentence\'s own cue ("is a plus") override its section', () => {
    expect(sentenceKind('Experience with Kafka is a plus', 'required')).toBe('preferred');
    expect(sentenceKind('Spanish would be a bonus', 'none')).toBe('preferred');
    expect(sentenceKind('Advanced SQL', 'required')).toBe('required');
    expect(sentenceKind('You have 3 years of Python', 'none')).toBe('required');
  });

  it('takes nothing from responsibilities or prose without a qualification', () => {
    expect(sentenceKind('Build dashboards in Tableau for the team', 'other')).toBeUndefined();
    expect(sentenceKind('We ship daily and love our customers.', 'none')).toBeUndefined();
  });
});
