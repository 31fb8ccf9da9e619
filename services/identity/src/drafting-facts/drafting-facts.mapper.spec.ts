import { describe, expect, it } from 'vitest';
import { toDraftingFacts } from './drafting-facts.mapper.js';

describe('toDraftingFacts', () => {
  it('keeps the facts a draft may use apart from the values to redact', () => {
    const reply = toDraftingFacts({
      email: 'jordan@example.com',
      smsPhone: '+14155550199',
      profile: {
        fullName: 'Jordan Rivers',
        firstName: 'Jordan',
        lastName: 'Rivers',
        yearsExperience: 7,
        phoneNumber: '(415) 555-0134',
        address: '1 Main Street, Springfield',
        gender: 'Female',
        ethnicity: 'Hispanic or Latino',
        disabilityStatus: ' ',
        militaryStatus: 'Protected veteran',
      },
    });
    expect(reply).toEqual({
      facts: { fullName: 'Jordan Rivers', firstName: 'Jordan', yearsOfExperience: 7 },
      redact: {
        emails: ['jordan@example.com'],
        phones: ['(415) 555-0134', '+14155550199'],
        addresses: ['1 Main Street, Springfield'],
        selfIdentification: ['Female', 'Hispanic or Latino', 'Protected veteran'],
      },
    });
    // Nothing private is among the facts.
    expect(JSON.stringify(reply.facts)).not.toMatch(/example\.com|555|Main|Female|Latino|veteran/);
  });

  it('names the person from first and last name when there is no full name; an empty profile has no facts', () => {
    const names = { fullName: null, firstName: 'Sam', lastName: 'Lee' };
    const empty = { yearsExperience: null, phoneNumber: null, address: null, gender: null, ethnicity: null };
    const reply = toDraftingFacts({
      email: 'sam@example.com',
      smsPhone: null,
      profile: { ...names, ...empty, disabilityStatus: null, militaryStatus: null },
    });
    expect(reply.facts).toEqual({ fullName: 'Sam Lee', firstName: 'Sam', yearsOfExperience: null });
    expect(toDraftingFacts({ email: 'x@example.com', smsPhone: null, profile: null }).facts).toEqual({
      fullName: null,
      firstName: null,
      yearsOfExperience: null,
    });
  });
});
