import { describe, expect, it } from 'vitest';
import { planFit, usableDescription, type FitInputs } from './fit-inputs.rules.js';

const base: FitInputs = {
  description: 'Requirements: 5+ years of TypeScript',
  documentSource: 'profile-resume',
  uploadState: null,
  uploadText: null,
  profileState: 'text',
  profileText: 'TypeScript developer since 2015',
};

describe('planFit', () => {
  it('reads the profile resume for a job whose resume is the profile reference', () => {
    expect(planFit(base)).toMatchObject({ kind: 'analyze', resumeSource: 'profile' });
  });

  it('reads the uploaded resume over the profile one when its text was read', () => {
    const plan = planFit({
      ...base,
      documentSource: 'upload',
      uploadState: 'text',
      uploadText: 'Upload line',
    });
    expect(plan).toEqual({
      kind: 'analyze',
      description: base.description,
      resumeText: 'Upload line',
      resumeSource: 'upload',
    });
  });

  it('waits for an upload still being read', () => {
    expect(planFit({ ...base, documentSource: 'upload', uploadState: 'pending' })).toEqual({
      kind: 'none',
      reason: 'pending',
    });
  });

  it('falls back to the profile text when the upload could not be read', () => {
    const plan = planFit({ ...base, documentSource: 'upload', uploadState: 'unreadable' });
    expect(plan).toMatchObject({ kind: 'analyze', resumeSource: 'profile' });
  });

  it('says unreadable when no text was read from either resume', () => {
    expect(
      planFit({
        ...base,
        documentSource: 'upload',
        uploadState: 'unreadable',
        profileState: 'none',
        profileText: null,
      }),
    ).toEqual({ kind: 'none', reason: 'resume-unreadable' });
    expect(planFit({ ...base, profileState: 'unreadable', profileText: null })).toEqual({
      kind: 'none',
      reason: 'resume-unreadable',
    });
  });

  it('says no resume without any text, and no description before resumes', () => {
    expect(planFit({ ...base, profileState: null, profileText: null })).toEqual({
      kind: 'none',
      reason: 'no-resume',
    });
    expect(planFit({ ...base, profileState: 'none', profileText: null })).toEqual({
      kind: 'none',
      reason: 'no-resume',
    });
    expect(planFit({ ...base, description: 'Waiting for admin input', profileState: null })).toEqual({
      kind: 'none',
      reason: 'no-description',
    });
  });
});

describe('usableDescription', () => {
  it('refuses empty text and the import placeholder', () => {
    expect(usableDescription('  ')).toBe(false);
    expect(usableDescription(' Waiting for admin input ')).toBe(false);
    expect(usableDescription('We need a nurse')).toBe(true);
  });
});
