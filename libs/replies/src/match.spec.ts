import { describe, expect, it } from 'vitest';
import { baseDomain, companyDomainOf, matchReplyToJob } from './match.js';
import type { InboundMessage, JobCandidate } from './types.js';

type Msg = Parameters<typeof matchReplyToJob>[0];
const message = (over: Partial<InboundMessage>): Msg => ({
  from: { name: '', address: 'someone@example.net' },
  replyTo: [],
  cc: [],
  subject: '',
  body: '',
  signature: '',
  inReplyTo: [],
  references: [],
  ...over,
});

const jobs: JobCandidate[] = [
  {
    id: 'acme-be',
    company: 'Acme Robotics, Inc.',
    title: 'Backend Engineer',
    jobUrl: 'https://boards.greenhouse.io/acmerobotics/jobs/1',
    recruiterEmails: ['dana@acmerobotics.com'],
    sentMessageIds: ['<sent-acme-be@reply.hirerelay.test>'],
    status: 'Applied',
  },
  {
    id: 'acme-fe',
    company: 'Acme Robotics',
    title: 'Frontend Engineer',
    jobUrl: 'https://boards.greenhouse.io/acmerobotics/jobs/2',
    recruiterEmails: ['dana@acmerobotics.com'],
    sentMessageIds: ['sent-acme-fe@reply.hirerelay.test'],
    status: 'Applied',
  },
  {
    id: 'brook',
    company: 'Brookside Bank',
    title: 'Credit Analyst',
    jobUrl: 'https://careers.brooksidebank.com/jobs/9',
    status: 'Applied',
  },
  {
    id: 'cedar',
    company: 'Cedar Health',
    title: 'Registered Nurse',
    jobUrl: 'https://cedarhealth.wd5.myworkdayjobs.com/External/job/RN_1',
    status: 'Applied',
  },
];

describe('matchReplyToJob', () => {
  it('thread headers win over everything else', () => {
    const m = matchReplyToJob(
      message({
        from: { name: 'Brookside Bank', address: 'hr@brooksidebank.com' },
        inReplyTo: ['sent-acme-fe@reply.hirerelay.test'],
        references: ['other@x', 'sent-acme-fe@reply.hirerelay.test'],
      }),
      jobs,
    );
    expect(m).toMatchObject({ jobId: 'acme-fe', rule: 'thread', score: 1 });
  });

  it('a References header alone names the thread too (angle brackets and case ignored)', () => {
    const m = matchReplyToJob(message({ references: ['SENT-ACME-BE@reply.hirerelay.test'] }), jobs);
    expect(m).toMatchObject({ jobId: 'acme-be', rule: 'thread' });
  });

  it('matches the recruiter address, and tells two jobs with one recruiter apart by the title', () => {
    const m = matchReplyToJob(
      message({
        from: { name: 'Dana', address: 'dana@acmerobotics.com' },
        subject: 'Frontend Engineer - next steps',
      }),
      jobs,
    );
    expect(m).toMatchObject({ jobId: 'acme-fe', rule: 'recruiter' });
    expect(m?.reason).toContain('dana@acmerobotics.com');
  });

  it('answers null when the recruiter has two jobs and the message does not say which', () => {
    expect(
      matchReplyToJob(
        message({ from: { name: 'Dana', address: 'dana@acmerobotics.com' }, subject: 'Hello' }),
        jobs,
      ),
    ).toBeNull();
  });

  it("matches the sender's domain (a subdomain counts) with the company's", () => {
    const m = matchReplyToJob(
      message({ from: { name: 'Talent', address: 'no-reply@mail.brooksidebank.com' } }),
      jobs,
    );
    expect(m).toMatchObject({ jobId: 'brook', rule: 'domain' });
  });

  it("never takes an ATS's domain for the company's: the display name names the company", () => {
    const fromAts = message({
      from: { name: 'Cedar Health Careers', address: 'cedarhealth@myworkday.com' },
      subject: 'Your application',
    });
    expect(matchReplyToJob(fromAts, jobs)).toMatchObject({ jobId: 'cedar', rule: 'company' });
    // Greenhouse's domain is not the company of a job posted on Greenhouse.
    const viaGreenhouse = message({ from: { name: 'Brookside Bank', address: 'no-reply@greenhouse.io' } });
    expect(matchReplyToJob(viaGreenhouse, jobs)).toMatchObject({ jobId: 'brook', rule: 'company' });
    // Another user's job on the same ATS is not matched by domain.
    const other: JobCandidate[] = [
      { id: 'x', company: 'Zeta Labs', title: 'Engineer', jobUrl: 'https://zeta.wd1.myworkdayjobs.com/x' },
    ];
    expect(matchReplyToJob(fromAts, other)).toBeNull();
  });

  it('greenhouse mail names the company in the subject; the title picks between its jobs', () => {
    const m = matchReplyToJob(
      message({
        from: { name: 'Recruiting', address: 'no-reply@us.greenhouse-mail.io' },
        subject: 'Acme Robotics - Backend Engineer',
      }),
      jobs,
    );
    expect(m).toMatchObject({ jobId: 'acme-be', rule: 'company-title' });
  });

  it('finds the company name in the body or signature, never in quoted history', () => {
    const body = message({
      from: { name: 'Jo', address: 'jo@gmail.com' },
      body: 'Thanks for applying.',
      signature: 'Jo Smith\nBrookside Bank',
    });
    expect(matchReplyToJob(body, jobs)).toMatchObject({ jobId: 'brook', rule: 'company', score: 0.55 });
    const quotedOnly = message({
      from: { name: 'Jo', address: 'jo@gmail.com' },
      body: 'Thanks for applying.',
    });
    expect(matchReplyToJob(quotedOnly, jobs)).toBeNull();
  });

  it('answers null when two companies are named equally', () => {
    const m = matchReplyToJob(
      message({
        from: { name: 'Jobs', address: 'alerts@jobs.example' },
        body: 'New roles at Brookside Bank and Cedar Health this week.',
      }),
      jobs,
    );
    expect(m).toBeNull();
  });

  it("takes a sender domain that spells the company's name when its domain is unknown", () => {
    const m = matchReplyToJob(
      message({ from: { name: 'Sam', address: 'sam@cedar-health.org' }, subject: 'Hello' }),
      jobs,
    );
    expect(m).toMatchObject({ jobId: 'cedar', rule: 'domain' });
    // Too short to tell (acme.io is not Acme Robotics' domain for sure): not matched by name.
    expect(matchReplyToJob(message({ from: { name: 'Sam', address: 'sam@acme.io' } }), jobs)).toBeNull();
  });

  it("matches the job's whole title when nothing else does, and only one job has it", () => {
    const m = matchReplyToJob(
      message({ body: 'We would like you to start as Credit Analyst on Monday.' }),
      jobs,
    );
    expect(m).toMatchObject({ jobId: 'brook', rule: 'title', score: 0.45 });
    expect(matchReplyToJob(message({ body: 'About the Engineer role.' }), jobs)).toBeNull();
    // A job alert's "Staff Backend Engineer" is not a "Senior Backend Engineer" job's title as written.
    const senior: JobCandidate[] = [{ id: 's', company: 'Zed Systems', title: 'Senior Backend Engineer' }];
    expect(
      matchReplyToJob(message({ body: 'Staff Backend Engineer - Datacraft - Remote' }), senior),
    ).toBeNull();
    expect(
      matchReplyToJob(message({ body: 'Your Senior Backend Engineer application' }), senior),
    ).toMatchObject({ jobId: 's' });
  });

  it('answers null when nothing matches or there are no jobs', () => {
    expect(matchReplyToJob(message({ subject: 'Newsletter' }), jobs)).toBeNull();
    expect(matchReplyToJob(message({ references: ['sent-acme-be@reply.hirerelay.test'] }), [])).toBeNull();
  });
});

describe('domains', () => {
  it('reads the registrable part of a host', () => {
    expect(baseDomain('mail.acme.com')).toBe('acme.com');
    expect(baseDomain('careers.acme.co.uk')).toBe('acme.co.uk');
    expect(baseDomain('acme.io')).toBe('acme.io');
  });

  it("takes a job's domain from its posting unless that is an ATS, and companyDomain first", () => {
    expect(companyDomainOf({ id: 'a', company: 'A', title: 't', jobUrl: 'https://careers.acme.com/x' })).toBe(
      'acme.com',
    );
    expect(
      companyDomainOf({ id: 'a', company: 'A', title: 't', jobUrl: 'https://jobs.lever.co/acme/1' }),
    ).toBeNull();
    expect(
      companyDomainOf({ id: 'a', company: 'A', title: 't', jobUrl: 'https://x.myworkdayjobs.com/1' }),
    ).toBeNull();
    expect(companyDomainOf({ id: 'a', company: 'A', title: 't', jobUrl: 'not a url' })).toBeNull();
    expect(
      companyDomainOf({
        id: 'a',
        company: 'A',
        title: 't',
        companyDomain: 'https://www.acme.org/',
        jobUrl: 'https://jobs.lever.co/acme/1',
      }),
    ).toBe('acme.org');
  });
});
