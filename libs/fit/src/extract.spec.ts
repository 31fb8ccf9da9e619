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

describe('extractRequirements, general rules', () => {
  const labels = (text: string) => extractRequirements(text).map((r) => `${r.kind}:${r.label}`);

  it('reads a short line that names a qualification as a requirement, not as a heading', () => {
    expect(labels('Requirements\n- CPA required\n- BSN required\nPreferred\n- MBA preferred')).toEqual([
      'required:CPA',
      "required:Bachelor's degree",
      "preferred:Master's degree",
    ]);
  });

  it('does not count examples or alternatives in parentheses as asks of their own', () => {
    expect(
      labels(
        'Requirements\n- Hands-on ERP experience (SAP, Oracle or similar)\n- Salesforce (or another CRM)',
      ),
    ).toEqual(['required:ERP', 'required:Salesforce']);
  });

  it("does not count a degree's subjects as skills", () => {
    expect(
      labels("Requirements\n- Master's degree in Computer Science, Statistics, or a related field"),
    ).toEqual(["required:Master's degree in Computer Science"]);
  });

  it('keeps a parenthesised "preferred" to its aside', () => {
    expect(labels("Requirements\n- Bachelor's degree in Engineering (Mechanical preferred)")).toEqual([
      "required:Bachelor's degree in Engineering",
    ]);
  });

  it('does not join words across punctuation into one term ("Spark, SQL" is not "Spark SQL")', () => {
    expect(labels('Requirements\n- Spark, SQL and Python')).toEqual([
      'required:Spark',
      'required:SQL',
      'required:Python',
    ]);
  });
});

describe('extractRequirements, outside the vocabulary', () => {
  it('finds named qualifications as noun phrases, without their abbreviation or generic words', () => {
    const found = extractRequirements(
      'Qualifications\n- Journeyman electrician license (Colorado)\n- Knowledge of the National Electrical Code (NEC)\n- Ability to work with our team',
    );
    expect(found.map((r) => [r.label, r.phrase])).toEqual([
      ['Journeyman electrician license', true],
      ['National Electrical Code', true],
    ]);
  });

  it('takes no phrases from the prose after an inline heading', () => {
    const found = extractRequirements(
      'Minimum qualifications: 4+ years of Java.\n\nYou will work closely with product and operations to keep our integrations reliable.',
    );
    expect(found.map((r) => r.label)).toEqual(['4+ years Java']);
  });
});
