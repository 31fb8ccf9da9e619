import type { TApplicationPacket } from './workbenchTypes';
import { describe, expect, it } from 'vitest';
import { customerRows, jobRows, voluntaryRows } from './packetRows';

const packet: TApplicationPacket = {
  customer: {
    userId: '6f1c2b9a-3d4e-4f5a-8b6c-7d8e9f0a1b2c',
    fullName: 'Grace Hopper',
    email: 'grace@example.com',
    replyAddress: 'k7qm2xw4bz5rtn3d@reply.hirerelay.test',
    phoneNumber: '+1 555 010 0142',
    address: null,
    workAuthorization: 'US Citizen',
    languagesSpoken: ['English', 'German'],
    yearsExperience: 0,
    linkedinUrl: 'https://www.linkedin.com/in/grace',
    portfolioUrl: null,
    voluntary: { gender: 'Female', ethnicity: null, militaryStatus: null, disabilityStatus: 'No' },
    resume: null,
  },
  job: {
    title: 'Engineer',
    company: 'Acme',
    description: 'Build things.',
    url: 'https://boards.example.com/1',
    appliedUrl: null,
    plan: 'Professional',
    recruiterOutreach: true,
    recruiters: [
      {
        id: '0b8f8a3e-5a7e-4a3b-9a55-3c1f6f0d7e21',
        name: 'Ada',
        email: 'ada@example.com',
        profileUrl: null,
        phone: null,
      },
    ],
  },
};

describe('the packet rows', () => {
  it("lists the customer's details, joining languages, keeping a zero and marking what is missing", () => {
    expect(customerRows(packet)).toEqual([
      { label: 'Name', value: 'Grace Hopper' },
      {
        label: 'E-mail for applications',
        value: 'k7qm2xw4bz5rtn3d@reply.hirerelay.test',
        note: 'Their reply address: use it on forms.',
        missing: 'Could not be loaded. Reload the page before applying.',
      },
      { label: 'Personal e-mail', value: 'grace@example.com', note: 'Not for application forms.' },
      { label: 'Phone', value: '+1 555 010 0142' },
      { label: 'Address', value: null },
      { label: 'Work authorization', value: 'US Citizen' },
      { label: 'Languages', value: 'English, German' },
      { label: 'Years of experience', value: '0' },
      {
        label: 'LinkedIn',
        value: 'https://www.linkedin.com/in/grace',
        href: 'https://www.linkedin.com/in/grace',
      },
      { label: 'Portfolio', value: null },
    ]);
  });

  it('says the reply address could not be loaded rather than leave staff to use the personal e-mail', () => {
    const rows = customerRows({ ...packet, customer: { ...packet.customer, replyAddress: null } });
    expect(rows[1]).toMatchObject({
      label: 'E-mail for applications',
      value: null,
      missing: 'Could not be loaded. Reload the page before applying.',
    });
  });

  it('lists the voluntary answers and the job with its recruiter', () => {
    expect(voluntaryRows(packet).map((row) => row.value)).toEqual(['Female', null, null, 'No']);
    expect(jobRows(packet)).toEqual([
      { label: 'Job post', value: 'https://boards.example.com/1', href: 'https://boards.example.com/1' },
      { label: 'Apply at', value: null },
      { label: 'Recruiter', value: 'Ada' },
      { label: 'Recruiter e-mail', value: 'ada@example.com' },
      { label: 'Recruiter profile', value: null },
      { label: 'Recruiter phone', value: null },
    ]);
  });
});
