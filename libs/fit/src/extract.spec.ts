import { describe, expect, it } from 'vitest';
import { extractRequirements } from './extract.js';

const POSTING = `Senior Engineer

What you'll do
- Build features in Vue and Ruby

Requirements
- 5+ years of professional experience with TypeScript
- Solid SQL; we run Postgres
- Bachelor's in Computer Science or related field
- Current AWS certification

Nice to have
- Kubernetes (k8s)
- Experience with clinical trials data is a plus`;

describe('extractRequirements', () => {
  const found = extractRequirements(POSTING);
  const byLabel = new Map(found.map((r) => [r.label, r]));

  it('sorts qualifications into required and preferred by their headings', () => {
    expect(byLabel.get('SQL')?.kind).toBe('required');
    expect(byLabel.get('PostgreSQL')?.kind).toBe('required');
    expect(byLabel.get('Kubernetes')?.kind).toBe('preferred');
    expect(byLabel.get('Clinical trials')?.kind).toBe('preferred');
  });

  it('merges years with their subject and names terms canonically', () => {
    expect(byLabel.get('5+ years TypeScript')).toMatchObject({
      kind: 'required',
      years: 5,
      term: 'TypeScript',
    });
    expect(byLabel.has('TypeScript')).toBe(false);
  });

  it('reads degrees with their level and certifications with their category', () => {
    expect(byLabel.get("Bachelor's degree in Computer Science")).toMatchObject({
      category: 'degree',
      degree: 'bachelor',
    });
    expect(byLabel.get('AWS certification')).toMatchObject({ category: 'certification', kind: 'required' });
  });

  it('takes nothing from the responsibilities', () => {
    expect(byLabel.has('Vue.js')).toBe(false);
    expect(byLabel.has('Ruby')).toBe(false);
  });

  it('reads prose postings sentence by sentence', () => {
    const prose = extractRequirements(
      'You have hands-on experience with Apache Airflow and Python. Familiarity with Kafka would be a bonus.',
    );
    expect(prose.map((r) => [r.label, r.kind])).toEqual([
      ['Airflow', 'required'],
      ['Python', 'required'],
      ['Kafka', 'preferred'],
    ]);
  });

  it('finds qualifications outside the vocabulary as noun phrases, without generic ones', () => {
    const found = extractRequirements(
      'Requirements\n- Experience with hydraulic system maintenance\n- A passion for our customers',
    );
    const labels = found.map((r) => r.label.toLowerCase());
    expect(labels.some((l) => l.includes('hydraulic'))).toBe(true);
    expect(labels.some((l) => l.includes('customer'))).toBe(false);
    expect(found.every((r) => r.kind === 'required')).toBe(true);
  });

  it('throws on nothing: empty, missing or odd input gives no requirements', () => {
    expect(extractRequirements('')).toEqual([]);
    expect(extractRequirements(undefined)).toEqual([]);
    expect(extractRequirements(42)).toEqual([]);
    expect(extractRequirements('\n\n   \n')).toEqual([]);
  });
});
