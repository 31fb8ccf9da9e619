import { describe, expect, it } from 'vitest';
import { containsPrivate, redactFacts, redactText, REDACTED } from './redact.js';
import type { DraftFacts, PrivateValues } from './types.js';

const PRIVATE: PrivateValues = {
  emails: ['jordan.rivers@example.com'],
  phones: ['+1 (415) 555-0134'],
  addresses: ['1234 Maple Street, Springfield, IL 62704'],
  selfIdentification: ['Hispanic or Latino', 'Protected veteran'],
};

describe('redactText', () => {
  it('removes e-mail addresses, including ones that are not the profile e-mail', () => {
    const out = redactText('Write to jordan.rivers@example.com or j.rivers+jobs@mail.co.uk.', PRIVATE);
    expect(out).toBe(`Write to ${REDACTED} or ${REDACTED}.`);
  });

  it('removes phone numbers however they are written, and keeps year ranges', () => {
    for (const phone of ['415-555-0134', '(415) 555-0134', '415.555.0134', '+1 415 555 0134', '4155550134']) {
      expect(redactText(`Call ${phone} today`, PRIVATE)).toBe(`Call ${REDACTED} today`);
    }
    expect(redactText('+44 20 7946 0958', PRIVATE)).toBe(REDACTED);
    expect(redactText('Acme Corp, 2015 - 2019, 120 engineers', PRIVATE)).toBe(
      'Acme Corp, 2015 - 2019, 120 engineers',
    );
  });

  it('removes street addresses and every part of the profile address', () => {
    expect(redactText('Lives at 77 Ocean View Blvd, Apt 4', PRIVATE)).toBe(`Lives at ${REDACTED}`);
    const out = redactText('Home: 1234 Maple Street, Springfield, IL 62704', PRIVATE);
    expect(out).not.toMatch(/Maple|Springfield|62704/);
  });

  it('removes the self-identification answers in any letter case and spacing', () => {
    const out = redactText('Member of hispanic  or latino network; protected VETERAN', PRIVATE);
    expect(out).not.toMatch(/latino|veteran/i);
  });

  it('leaves ordinary text alone', () => {
    const text = 'Led a team of 6 engineers building TypeScript services on PostgreSQL.';
    expect(redactText(text, PRIVATE)).toBe(text);
  });
});

describe('redactFacts', () => {
  it('applies to every field, the evidence lines included', () => {
    const facts: DraftFacts = {
      fullName: 'Jordan Rivers',
      firstName: 'Jordan',
      yearsOfExperience: 7,
      company: 'Acme',
      title: 'Engineer',
      strengths: [
        {
          label: 'TypeScript',
          evidence: 'TypeScript work; reach me at 415-555-0134 or jordan.rivers@example.com',
        },
      ],
      gaps: ['Go'],
      highlights: ['Veteran-friendly team. Protected veteran status welcome'],
      band: 'Strong',
    };
    const out = redactFacts(facts, PRIVATE);
    expect(containsPrivate(JSON.stringify(out), PRIVATE)).toBe(false);
    expect(out.strengths[0]?.evidence).toBe(`TypeScript work; reach me at ${REDACTED} or ${REDACTED}`);
    expect(out.fullName).toBe('Jordan Rivers');
  });
});
