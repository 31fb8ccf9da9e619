import { describe, expect, it } from 'vitest';
import { analyzeFit } from './fit.js';
import { bandFor, BAND_THRESHOLDS } from './score.js';
import { FIT_BANDS } from './types.js';

const NOW = new Date('2026-11-28T00:00:00Z');

const POSTING = `Backend Engineer

Requirements
- 4+ years of experience with Python
- PostgreSQL
- Kubernetes
- Bachelor's degree

Nice to have
- Terraform
- Kafka`;

const GOOD_RESUME = `Jane Doe
Backend Engineer, Acme, 2019 - present
- Built Python services backed by Postgres
- Ran them on k8s with Terraform
Education: M.S. Computer Science`;

describe('analyzeFit', () => {
  it('finds each requirement with its evidence line, synonyms normalised', () => {
    const result = analyzeFit({ description: POSTING, resumeText: GOOD_RESUME, now: NOW });
    const byLabel = new Map(result.requirements.map((r) => [r.label, r]));
    expect(byLabel.get('4+ years Python')).toMatchObject({
      matched: true,
      evidence: 'Built Python services backed by Postgres',
    });
    expect(byLabel.get('PostgreSQL')).toMatchObject({
      matched: true,
      evidence: 'Built Python services backed by Postgres',
    });
    expect(byLabel.get('Kubernetes')).toMatchObject({
      matched: true,
      evidence: 'Ran them on k8s with Terraform',
    });
    // A Master's meets a Bachelor's requirement.
    expect(byLabel.get("Bachelor's degree")).toMatchObject({
      matched: true,
      evidence: 'Education: M.S. Computer Science',
    });
    expect(result.missing.map((r) => r.label)).toEqual(['Kafka']);
    expect(result.band).toBe('Excellent');
  });

  it("compares years with the resume's dates", () => {
    const junior = analyzeFit({
      description: POSTING,
      resumeText: 'Engineer, 2024 - present\n- Python services on PostgreSQL and Kubernetes\nB.S. Physics',
      now: NOW,
    });
    const python = junior.requirements.find((r) => r.label === '4+ years Python');
    expect(python?.credit).toBeLessThan(1);
    expect(python?.note).toBe('2.9 of 4 years');
  });

  it('does not let a keyword-stuffed resume beat one with evidence', () => {
    const stuffed = `Skills: Python, PostgreSQL, Postgres, Kubernetes, k8s, Terraform, Kafka, Docker, AWS, React
Keywords: Python, Kubernetes, Kafka, Terraform, PostgreSQL`;
    const stuffedFit = analyzeFit({ description: POSTING, resumeText: stuffed, now: NOW });
    const realFit = analyzeFit({ description: POSTING, resumeText: GOOD_RESUME, now: NOW });
    expect(stuffedFit.score).toBeLessThan(realFit.score);
    expect(FIT_BANDS.indexOf(stuffedFit.band)).toBeGreaterThanOrEqual(FIT_BANDS.indexOf('Fair'));
    expect(stuffedFit.requirements.find((r) => r.label === 'Kubernetes')?.note).toBe(
      'Only in a list of skills',
    );
  });

  it('rates a resume with nothing asked for as Weak, with every requirement missing', () => {
    const result = analyzeFit({
      description: POSTING,
      resumeText: 'Barista, 2021 - present\nLatte art',
      now: NOW,
    });
    expect(result.band).toBe('Weak');
    expect(result.missing).toHaveLength(result.requirements.length);
  });

  it('never throws, whatever the input', () => {
    for (const [description, resumeText] of [
      ['', ''],
      [POSTING, ''],
      ['', GOOD_RESUME],
      [undefined, null],
      [{}, 7],
    ] as const) {
      const result = analyzeFit({ description, resumeText } as never);
      expect(FIT_BANDS).toContain(result.band);
    }
  });

  it('stays within its time budget on a 200 KB description and resume', () => {
    const huge = `${POSTING}\n${GOOD_RESUME}\n`.repeat(2000).slice(0, 200_000);
    const started = performance.now();
    const result = analyzeFit({ description: huge, resumeText: huge, now: NOW });
    // About 0.1–0.3 s here (inputs are read up to 30 000 characters); the margin is for a shared CI machine.
    expect(performance.now() - started).toBeLessThan(2000);
    expect(result.requirements.length).toBeGreaterThan(0);
  });
});

describe('bands', () => {
  it('are the five decided names, best first, with documented thresholds', () => {
    expect(FIT_BANDS).toEqual(['Excellent', 'Strong', 'Good', 'Fair', 'Weak']);
    expect(BAND_THRESHOLDS.map((t) => t.band)).toEqual([...FIT_BANDS]);
  });

  it.each([
    [95, 1, 'Excellent'],
    [90, 0.8, 'Excellent'],
    [89.9, 1, 'Strong'],
    [70, 0.8, 'Strong'],
    [69.9, 1, 'Good'],
    [50, 0.5, 'Good'],
    [49.9, 1, 'Fair'],
    [20, 0, 'Fair'],
    [19.9, 1, 'Weak'],
    // Required qualifications weigh most: a high score with half the required ones is Good at best.
    [90, 0.79, 'Good'],
    [90, 0.49, 'Fair'],
  ])('score %d with %d of the required weight met is %s', (score, required, band) => {
    expect(bandFor(score, required)).toBe(band);
  });
});

describe('analyzeFit, what a term shows beyond itself', () => {
  const fit = (description: string, resumeText: string) =>
    analyzeFit({ description, resumeText, now: NOW }).requirements.map((r) => [
      r.label,
      r.matched,
      r.evidence,
    ]);

  it('meets a SQL requirement with PostgreSQL, a Green Belt with a Black Belt', () => {
    expect(
      fit(
        'Requirements\n- SQL\n- Six Sigma Green Belt',
        'Tuned PostgreSQL queries\nLean Six Sigma Black Belt',
      ),
    ).toEqual([
      ['SQL', true, 'Tuned PostgreSQL queries'],
      ['Six Sigma Green Belt', true, 'Lean Six Sigma Black Belt'],
    ]);
  });

  it('reads "Certification: <subject>" as the certification', () => {
    expect(
      fit('Requirements\n- Special education certification', 'Certification: Special Education, K-12'),
    ).toEqual([['Special education certification', true, 'Certification: Special Education, K-12']]);
  });

  it('does not meet a requirement with an unrelated term', () => {
    expect(fit('Requirements\n- PostgreSQL', 'Wrote SQL reports')).toEqual([
      ['PostgreSQL', false, undefined],
    ]);
  });
});
