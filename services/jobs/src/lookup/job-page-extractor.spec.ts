import { describe, expect, it } from 'vitest';
import { FIXTURE_PAGES, readFixturePage } from '@hirerelay/testing/job-pages';
import { extractJobFacts, FACT_LIMITS } from './job-page-extractor.js';

describe('extractJobFacts over the fixture pages', () => {
  it('reads a LinkedIn-style JobPosting (entity-encoded HTML description, PostalAddress)', async () => {
    expect(extractJobFacts(await readFixturePage(FIXTURE_PAGES.linkedin))).toEqual({
      title: 'Senior Software Engineer',
      company: 'Acme Corp',
      location: 'Austin, TX, US',
      description: [
        'About the role',
        'Acme builds logistics software for 4,000 warehouses & their carriers.',
        'What you will do',
        '',
        '• Design and ship services in TypeScript',
        '• Mentor two engineers',
      ].join('\n'),
      datePosted: '2026-11-10',
      jobType: 'Full-time',
    });
  });

  it('reads an Indeed-style page past a broken JSON-LD block (salary range per hour, two job types)', async () => {
    expect(extractJobFacts(await readFixturePage(FIXTURE_PAGES.indeed))).toEqual({
      title: 'Pharmacy Technician',
      company: 'HealthMart Pharmacy & Wellness',
      location: 'Austin, TX, US',
      description: [
        'Job details',
        '',
        'Pay: $18.50 - $22.00 per hour',
        '',
        '• Fill prescriptions accurately',
        '• Help customers at the counter',
        '',
        'Benefits:',
        '',
        '• 401(k)',
        '• Employee discount',
      ].join('\n'),
      datePosted: '2026-11-18',
      jobType: 'Part-time, Temporary',
      salary: '$18.50–$22 per hour',
    });
  });

  it('reads a Greenhouse-style JobPosting inside @graph (remote, yearly range, no script text)', async () => {
    expect(extractJobFacts(await readFixturePage(FIXTURE_PAGES.greenhouse))).toEqual({
      title: 'Staff Data Engineer',
      company: 'Globex',
      location: 'Remote (United States)',
      description: [
        'Globex moves data for 900 hospitals.',
        '',
        "What you'll do",
        '',
        '• Own our streaming pipeline',
        '• Lead the warehouse migration',
      ].join('\n'),
      datePosted: '2026-10-31',
      jobType: 'Full-time',
      salary: '$185,000–$225,000 per year',
    });
  });

  it('reads a Workday-style JSON-LD array (two places, a single salary in euros)', async () => {
    expect(extractJobFacts(await readFixturePage(FIXTURE_PAGES.workday))).toEqual({
      title: 'Senior Mechanical Engineer',
      company: 'Initech GmbH',
      location: 'Munich, Germany; Berlin, Germany',
      description: [
        'Your tasks',
        '',
        'Design test rigs for our drive units – from concept to commissioning.',
        '',
        'Your profile',
        '',
        '• Degree in mechanical engineering',
        '• 5+ years with CAD',
      ].join('\n'),
      datePosted: '2026-11-03',
      jobType: 'Full-time',
      salary: '€78,000 per year',
    });
  });

  it('falls back to Open Graph when there is no JSON-LD', async () => {
    expect(extractJobFacts(await readFixturePage(FIXTURE_PAGES.openGraphOnly))).toEqual({
      title: 'Night Shift Lab Technician',
      company: 'Umbrella Corporation Careers',
      description:
        'Join our Raccoon City lab team: run assays overnight, keep the cold chain intact & log every sample.',
    });
  });

  it('finds nothing on a page that states nothing', async () => {
    expect(extractJobFacts(await readFixturePage(FIXTURE_PAGES.noData))).toEqual({});
  });
});

describe('extractJobFacts rules', () => {
  const page = (head: string) => `<html><head>${head}</head><body></body></html>`;
  const ld = (data: unknown) => `<script type="application/ld+json">${JSON.stringify(data)}</script>`;

  it('uses <title> when there is neither JSON-LD nor og:title', () => {
    expect(extractJobFacts(page('<title>  Barista &amp; Host\n – Cafe  </title>'))).toEqual({
      title: 'Barista & Host – Cafe',
    });
  });

  it('fills what the JobPosting leaves open from Open Graph', () => {
    const html = page(
      ld({ '@type': 'JobPosting', title: 'Welder' }) +
        '<meta property="og:site_name" content="Bolt Works"><meta name="description" content="Weld frames.">',
    );
    expect(extractJobFacts(html)).toEqual({
      title: 'Welder',
      company: 'Bolt Works',
      description: 'Weld frames.',
    });
  });

  it('accepts full type IRIs and a hiring organization given as text', () => {
    const html = page(
      ld({ '@type': 'http://schema.org/JobPosting', name: 'Driver', hiringOrganization: 'Vroom' }),
    );
    expect(extractJobFacts(html)).toEqual({ title: 'Driver', company: 'Vroom' });
  });

  it('leaves out an unreadable date and keeps markup in titles as text only', () => {
    const html = page(
      ld({ '@type': 'JobPosting', title: '<img src=x onerror=alert(1)>Cook', datePosted: '2026-02-30' }),
    );
    expect(extractJobFacts(html)).toEqual({ title: 'Cook' });
  });

  it('removes control characters and cuts over-long texts', () => {
    const html = page(
      ld({ '@type': 'JobPosting', title: `A\u0000B${'x'.repeat(500)}`, description: 'y'.repeat(30_000) }),
    );
    const facts = extractJobFacts(html);
    expect(facts.title).toMatch(/^A Bx+…$/);
    expect(facts.title).toHaveLength(FACT_LIMITS.line);
    expect(facts.description).toHaveLength(FACT_LIMITS.description);
  });

  it('does not look inside deeply nested or hostile JSON for ever', () => {
    let nested: unknown = { '@type': 'JobPosting', title: 'Too deep' };
    for (let i = 0; i < 50; i += 1) nested = [nested];
    expect(extractJobFacts(page(ld(nested)))).toEqual({});
  });
});
