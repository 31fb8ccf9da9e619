import { describe, expect, it } from 'vitest';
import { tokenize } from '../text.js';
import { findTerms, termFor, TERMS } from './index.js';

const names = (text: string) => findTerms(tokenize(text)).map((hit) => hit.term.name);

describe('skills vocabulary', () => {
  it('names synonyms and forms by their canonical term', () => {
    expect(termFor('JS')?.name).toBe('JavaScript');
    expect(termFor('Postgres')?.name).toBe('PostgreSQL');
    expect(termFor('k8s')?.name).toBe('Kubernetes');
    expect(termFor('React.js')?.name).toBe('React');
    expect(termFor('ReactJS')?.name).toBe('React');
    expect(termFor('registered nurse')?.name).toBe('Registered Nurse (RN)');
    expect(termFor('Basic Life Support')?.name).toBe('BLS');
    expect(termFor('search engine optimization')?.name).toBe('SEO');
    expect(termFor('Certified Public Accountant')?.name).toBe('CPA');
  });

  it('covers every field the product serves, each term with a category', () => {
    const fields = new Set(TERMS.map((term) => term.field));
    for (const field of [
      'software',
      'data',
      'nursing',
      'sales',
      'finance',
      'marketing',
      'operations',
      'teaching',
    ]) {
      expect(fields).toContain(field);
    }
    expect(TERMS.length).toBeGreaterThan(200);
    expect(new Set(TERMS.map((term) => term.category))).toEqual(
      new Set(['skill', 'tool', 'certification', 'license', 'language']),
    );
  });

  it('finds terms in running text, longest alias first, forgiving slashes, case and plurals', () => {
    expect(names('Experience with CI/CD, Node.js and Postgres')).toEqual(['CI/CD', 'Node.js', 'PostgreSQL']);
    expect(names('Google Analytics and Salesforce CRM')).toEqual(['Google Analytics', 'Salesforce']);
    expect(names('You wrote IEPs and lesson plans')).toEqual(['IEP', 'Lesson planning']);
    expect(names('C++ and C# services')).toEqual(['C++', 'C#']);
  });

  it('matches short capital words only as written ("Go", "ER", "R" are not "go", "er", "r")', () => {
    expect(names('Strong Go and R skills')).toEqual(['Go', 'R']);
    expect(names('ready to go the extra mile, er, mile')).toEqual([]);
    expect(names('ER nurse with ACLS')).toEqual(['Emergency department', 'ACLS']);
  });
});
