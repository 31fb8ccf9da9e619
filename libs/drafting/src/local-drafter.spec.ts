import { describe, expect, it } from 'vitest';
import { evidenceSentence, localDraft } from './local-drafter.js';
import type { DraftFacts } from './types.js';

const FULL: DraftFacts = {
  fullName: 'Jordan Rivers',
  firstName: 'Jordan',
  yearsOfExperience: 7,
  company: 'Acme Robotics',
  title: 'Senior Frontend Engineer',
  strengths: [
    { label: 'TypeScript', evidence: '- Built a TypeScript design system used by 40 engineers' },
    { label: 'React', evidence: 'led the move of three React apps to server rendering' },
    { label: 'PostgreSQL', evidence: null },
  ],
  gaps: ['Go'],
  highlights: [],
  band: 'Strong',
};
const EMPTY: DraftFacts = {
  fullName: null,
  firstName: null,
  yearsOfExperience: null,
  company: null,
  title: null,
  strengths: [],
  gaps: [],
  highlights: [],
  band: null,
};

/** Leftover template gaps: brackets, braces, "undefined", "null", doubled spaces or punctuation. */
const PLACEHOLDER = /[[\]{}]|undefined|null|\s{3,}| ,|\.\.(?!\.)|  \S/;

describe('localDraft: cover letter', () => {
  it('writes a letter from every fact: name, years, title, company and the evidence lines', () => {
    const letter = localDraft('cover_letter', FULL);
    expect(letter).toMatch(/^Dear Hiring Manager,/);
    expect(letter).toContain('the Senior Frontend Engineer position at Acme Robotics');
    expect(letter).toContain('7 years of experience');
    expect(letter).toContain('- TypeScript: Built a TypeScript design system used by 40 engineers.');
    expect(letter).toContain('- React: Led the move of three React apps to server rendering.');
    expect(letter).toMatch(/Sincerely,\nJordan Rivers$/);
    expect(letter).not.toMatch(PLACEHOLDER);
  });

  it('leaves no placeholder when facts are missing, and still reads as a letter', () => {
    const letter = localDraft('cover_letter', EMPTY);
    expect(letter).toContain('I am writing to apply for this role.');
    expect(letter).toMatch(/Sincerely,$/);
    expect(letter).not.toMatch(PLACEHOLDER);
    expect(letter.split(/\s+/).length).toBeGreaterThan(60);
  });

  it('varies with what is known', () => {
    const noYears = localDraft('cover_letter', { ...FULL, yearsOfExperience: null });
    const noEvidence = localDraft('cover_letter', { ...FULL, strengths: [{ label: 'Go', evidence: null }] });
    expect(noYears).not.toContain('years of experience');
    expect(noYears).toContain('My background in TypeScript and React');
    expect(noEvidence).toContain('The posting asks for Go');
    for (const letter of [noYears, noEvidence]) expect(letter).not.toMatch(PLACEHOLDER);
  });
});

describe('localDraft: outreach', () => {
  it('writes a short note naming the role, the company and one proof', () => {
    const note = localDraft('outreach', FULL);
    expect(note).toContain(
      "I'm Jordan, and I recently applied for the Senior Frontend Engineer role at Acme Robotics.",
    );
    expect(note).toContain('My 7 years of experience in TypeScript and React');
    expect(note).toContain('Most recently: Built a TypeScript design system used by 40 engineers.');
    expect(note.split(/\s+/).length).toBeLessThan(120);
    expect(note).not.toMatch(PLACEHOLDER);
  });

  it('leaves no placeholder when nothing is known', () => {
    const note = localDraft('outreach', EMPTY);
    expect(note).toContain('I recently applied for the open role.');
    expect(note).not.toMatch(PLACEHOLDER);
  });
});

describe('evidenceSentence', () => {
  it('drops a bullet, capitalises and ends with a full stop', () => {
    expect(evidenceSentence('• shipped payments v2')).toBe('Shipped payments v2.');
    expect(evidenceSentence('Shipped it!')).toBe('Shipped it!');
    expect(evidenceSentence('  ')).toBe('');
  });
});
