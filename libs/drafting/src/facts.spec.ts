import { analyzeFit } from '@hirerelay/fit';
import { describe, expect, it } from 'vitest';
import { draftFacts } from './facts.js';

const DESCRIPTION = `Senior Backend Engineer

Requirements:
- 5+ years of experience with TypeScript
- Experience with PostgreSQL
- Experience with Kubernetes

Nice to have:
- Experience with Go`;
const RESUME = `Jordan Rivers
jordan@example.com | 415-555-0134
Experience
Acme Corp, Senior Engineer, 2017 - 2024
- Built TypeScript services on PostgreSQL serving 2 million users`;

describe('draftFacts', () => {
  it("takes the profile's name and years, the job, and matched requirements with their evidence", () => {
    const fit = analyzeFit({ description: DESCRIPTION, resumeText: RESUME });
    const facts = draftFacts({
      profile: { fullName: 'Jordan Rivers', firstName: null, yearsOfExperience: 8 },
      job: { company: ' Acme ', title: 'Senior Backend Engineer' },
      fit,
    });
    expect(facts).toMatchObject({
      fullName: 'Jordan Rivers',
      firstName: 'Jordan',
      yearsOfExperience: 8,
      company: 'Acme',
    });
    const labels = facts.strengths.map((strength) => strength.label.toLowerCase());
    expect(labels.some((label) => label.includes('postgresql'))).toBe(true);
    expect(
      facts.strengths.every((strength) => strength.evidence === null || strength.evidence.length <= 240),
    ).toBe(true);
    expect(facts.strengths.find((strength) => /postgresql/i.test(strength.label))?.evidence).toContain(
      'PostgreSQL',
    );
    expect(facts.gaps.join(' ')).toMatch(/Kubernetes/);
  });

  it('without a resume or a description: the profile and the job only', () => {
    const facts = draftFacts({
      profile: { fullName: null, firstName: null, yearsOfExperience: null },
      job: { company: null, title: 'Nurse' },
      fit: null,
    });
    expect(facts).toEqual({
      fullName: null,
      firstName: null,
      yearsOfExperience: null,
      company: null,
      title: 'Nurse',
      strengths: [],
      gaps: [],
      highlights: [],
      band: null,
    });
  });
});
