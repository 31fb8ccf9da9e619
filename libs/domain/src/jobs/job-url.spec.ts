import { describe, expect, it } from 'vitest';
import { JOB_SITES } from './job-sites.js';
import { msgJobIdNotFound, parseJobUrl } from './job-url.js';

const LEVER_ID = '0f1e2d3c-4b5a-4978-8a9b-0c1d2e3f4a5b';
const MONSTER_ID = '3b8f2a1c-4d5e-4f70-8192-a3b4c5d6e7f8';

// [link as a user would paste it, site, job id]
const SITE_TABLE: [string, string, string][] = [
  ['https://www.linkedin.com/jobs/view/3791234567/', 'LinkedIn', '3791234567'],
  [
    'https://www.linkedin.com/jobs/view/senior-software-engineer-at-acme-corp-3791234567?trk=public_jobs_topcard-title',
    'LinkedIn',
    '3791234567',
  ],
  [
    'https://www.linkedin.com/jobs/collections/recommended/?currentJobId=3912345678&refId=abc%3D%3D',
    'LinkedIn',
    '3912345678',
  ],
  ['https://uk.linkedin.com/jobs/view/3791234568', 'LinkedIn', '3791234568'],
  ['https://www.indeed.com/viewjob?jk=5f9d8c7b6a5e4d3c&from=serp&vjs=3', 'Indeed', '5f9d8c7b6a5e4d3c'],
  ['https://www.indeed.com/rc/clk?jk=0a1b2c3d4e5f6a7b&bb=xyz&xkcb=SoDq', 'Indeed', '0a1b2c3d4e5f6a7b'],
  ['https://uk.indeed.com/jobs?q=engineer&l=London&vjk=9e8d7c6b5a4f3e2d', 'Indeed', '9e8d7c6b5a4f3e2d'],
  ['https://ca.indeed.com/viewjob?jk=1234abcd5678ef90', 'Indeed', '1234abcd5678ef90'],
  [
    'https://www.glassdoor.com/job-listing/senior-engineer-acme-JV_IC1147401_KO0,15_KE16,20.htm?jl=1009123456789',
    'Glassdoor',
    '1009123456789',
  ],
  [
    'https://www.glassdoor.co.uk/partner/jobListing.htm?pos=101&ao=1136043&jobListingId=1009876543210',
    'Glassdoor',
    '1009876543210',
  ],
  [
    'https://www.ziprecruiter.com/c/Acme-Corp/Job/Senior-Software-Engineer/-in-Austin,TX?jid=3f2a1b9c8d7e6f50',
    'ZipRecruiter',
    '3f2a1b9c8d7e6f50',
  ],
  [
    'https://www.ziprecruiter.com/jobs/acme-corp-1a2b3c4d/senior-software-engineer-5e6f7a8b',
    'ZipRecruiter',
    '5e6f7a8b',
  ],
  [
    `https://www.monster.com/job-openings/senior-software-engineer-austin-tx--${MONSTER_ID}`,
    'Monster',
    MONSTER_ID,
  ],
  [`https://www.monster.com/jobs/search?q=engineer&jobid=${MONSTER_ID}`, 'Monster', MONSTER_ID],
  [
    'https://acme.wd5.myworkdayjobs.com/en-US/External/job/Austin-TX/Senior-Software-Engineer_JR-012345',
    'Workday',
    'JR-012345',
  ],
  [
    'https://globex.wd1.myworkdayjobs.com/Globex_Careers/job/Remote-USA/Data_Analyst_R24-0042/apply',
    'Workday',
    'R24-0042',
  ],
  ['https://boards.greenhouse.io/acme/jobs/4567890', 'Greenhouse', '4567890'],
  ['https://job-boards.greenhouse.io/acme/jobs/4567891?gh_src=linkedin', 'Greenhouse', '4567891'],
  ['https://boards.greenhouse.io/embed/job_app?for=acme&token=4567892', 'Greenhouse', '4567892'],
  [`https://jobs.lever.co/acme/${LEVER_ID}`, 'Lever', LEVER_ID],
  [`https://jobs.lever.co/acme/${LEVER_ID}/apply?lever-source=LinkedIn`, 'Lever', LEVER_ID],
  [`https://jobs.eu.lever.co/acme/${LEVER_ID}`, 'Lever', LEVER_ID],
  // The generic fallback, in its order of patterns.
  ['https://careers.acme-corp.com/apply?jobId=ENG-2031', 'careers.acme-corp.com', 'ENG-2031'],
  ['https://www.initech.com/careers/listing?job-id=77812', 'initech.com', '77812'],
  ['https://jobs.example.org/opening?reference=REF-4421-B', 'jobs.example.org', 'REF-4421-B'],
  ['https://www.umbrella.co.uk/careers/job/senior-chemist-4821', 'umbrella.co.uk', 'senior-chemist-4821'],
  ['https://hooli.com/jobs/9912/', 'hooli.com', '9912'],
  ['https://careers.soylent.io/position/PX-300', 'careers.soylent.io', 'PX-300'],
  ['https://www.stark.de/vacancy/v-2024-117', 'stark.de', 'v-2024-117'],
  ['https://careers.wayne.com/en/openings-detail/58213-night-engineer', 'careers.wayne.com', '58213'],
];

describe('parseJobUrl: site and job id', () => {
  it.each(SITE_TABLE)('%s → %s %s', (link, site, jobId) => {
    expect(parseJobUrl(link)).toMatchObject({ ok: true, site, jobId });
  });

  it('covers every supported site in the table', () => {
    for (const site of JOB_SITES) expect(SITE_TABLE.some(([, tableSite]) => tableSite === site)).toBe(true);
  });

  it.each([
    ['https://www.linkedin.com/feed/', 'LinkedIn'],
    ['https://www.linkedin.com/company/acme/?currentJobId=123', 'LinkedIn'],
    ['https://www.indeed.com/jobs?q=engineer&l=Austin', 'Indeed'],
    ['https://www.glassdoor.com/Reviews/index.htm', 'Glassdoor'],
    [
      'https://www.glassdoor.com/job-listing/senior-engineer-acme-JV_IC1147401_KO0,15_KE16,20.htm',
      'Glassdoor',
    ],
    ['https://www.ziprecruiter.com/candidate/search', 'ZipRecruiter'],
    ['https://www.monster.com/career-advice', 'Monster'],
    ['https://acme.wd5.myworkdayjobs.com/en-US/External', 'Workday'],
    ['https://boards.greenhouse.io/acme', 'Greenhouse'],
    ['https://jobs.lever.co/acme', 'Lever'],
    ['https://careers.acme-corp.com/openings', 'careers.acme-corp.com'],
    // A referral marker is not a job reference.
    ['https://careers.acme-corp.com/openings?ref=homepage', 'careers.acme-corp.com'],
  ])('refuses %s naming %s', (link, site) => {
    expect(parseJobUrl(link)).toEqual({ ok: false, reason: 'no-job-id', message: msgJobIdNotFound(site) });
  });

  it("words the refusal as the spec does: 'Could not extract job ID from the {site} URL…'", () => {
    expect(msgJobIdNotFound('Indeed')).toBe(
      'Could not extract job ID from the Indeed URL. Please check the URL and try again.',
    );
  });

  it.each([
    'https://indeed.com.example.org/viewjob?jk=5f9d8c7b6a5e4d3c',
    'https://notlinkedin.com/jobs/view/3791234567',
    'https://myworkdayjobs.com.evil.net/job/X_R1',
  ])('does not take a look-alike host for a board: %s', (link) => {
    const parsed = parseJobUrl(link);
    expect(parsed.ok && JOB_SITES.includes(parsed.site as never)).toBe(false);
  });

  it.each([
    '',
    '   ',
    'not a url',
    'www.indeed.com/viewjob?jk=1',
    'ftp://jobs.example.com/1',
    'javascript:alert(1)',
    'http://localhost/jobs/1',
    'https://jobs.example.com/\u0000/1',
  ])("refuses %j with 'Please enter a valid URL'", (input) => {
    expect(parseJobUrl(input)).toEqual({
      ok: false,
      reason: 'invalid-url',
      message: 'Please enter a valid URL',
    });
  });
});

describe('parseJobUrl: normalized URL', () => {
  it.each([
    [
      '  HTTPS://WWW.LinkedIn.COM:443/jobs/view/3791234567/?trk=public_jobs&refId=x&trackingId=y#details  ',
      'https://www.linkedin.com/jobs/view/3791234567/',
    ],
    [
      'http://Careers.Acme-Corp.com:80/apply?jobId=ENG-2031&utm_source=newsletter&UTM_Medium=email&gclid=abc&fbclid=def',
      'http://careers.acme-corp.com/apply?jobId=ENG-2031',
    ],
    [
      'https://www.indeed.com/viewjob?jk=5f9d8c7b6a5e4d3c&from=serp&tk=1hx&advn=42',
      'https://www.indeed.com/viewjob?jk=5f9d8c7b6a5e4d3c',
    ],
    [
      'https://user:secret@boards.greenhouse.io/acme/jobs/4567890',
      'https://boards.greenhouse.io/acme/jobs/4567890',
    ],
    // A non-default port stays (it is another server); the query's own spelling is kept.
    [
      'https://careers.example.com:8443/job/123?q=a%20b&sort=desc',
      'https://careers.example.com:8443/job/123?q=a%20b&sort=desc',
    ],
    ['https://hooli.com/jobs/9912?utm_campaign=x', 'https://hooli.com/jobs/9912'],
    [
      'https://careers.example.com/job/123?q=a%20b&utm_source=x&sort=desc&',
      'https://careers.example.com/job/123?q=a%20b&sort=desc',
    ],
    ['https://careers.example.com/job/123?utm%5Fsource=x', 'https://careers.example.com/job/123'],
    // A board's own tracking parameters go on that board only; elsewhere they may mean something.
    [
      'https://job-boards.greenhouse.io/acme/jobs/4567891?gh_src=linkedin&for=acme',
      'https://job-boards.greenhouse.io/acme/jobs/4567891?for=acme',
    ],
    [
      `https://jobs.lever.co/acme/${LEVER_ID}/apply?lever-source=LinkedIn`,
      `https://jobs.lever.co/acme/${LEVER_ID}/apply`,
    ],
    [
      'https://careers.example.com/job/77?from=2026-01&tk=2',
      'https://careers.example.com/job/77?from=2026-01&tk=2',
    ],
  ])('%s → %s', (input, url) => {
    expect(parseJobUrl(input)).toMatchObject({ ok: true, url });
  });

  it('gives the same URL for the same job reached through different campaigns', () => {
    const a = parseJobUrl('https://www.linkedin.com/jobs/view/3791234567/?trk=a&utm_source=x');
    const b = parseJobUrl('https://www.linkedin.com/jobs/view/3791234567/?refId=b#top');
    expect(a.ok && b.ok && a.url === b.url).toBe(true);
  });
});
