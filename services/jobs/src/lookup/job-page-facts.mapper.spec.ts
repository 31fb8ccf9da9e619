import { describe, expect, it } from 'vitest';
import { FIXTURE_PAGES, readFixturePage } from '@hirerelay/testing/job-pages';
import type { TPageDetails } from '@hirerelay/contracts';
import {
  extractDetailsFacts,
  extractJobFacts,
  FACT_LIMITS,
  PAGE_LIMITS,
  PageLimitError,
} from './job-page-facts.mapper.js';

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

describe('extractJobFacts limits (a page over them is unreadable)', () => {
  const posting = { '@type': 'JobPosting', title: 'Welder' };
  const ld = (json: string) => `<script type="application/ld+json">${json}</script>`;
  const limitOf = (html: string): string | undefined => {
    try {
      extractJobFacts(html);
      return undefined;
    } catch (error) {
      expect(error).toBeInstanceOf(PageLimitError);
      return (error as PageLimitError).limit;
    }
  };
  const timed = <T>(work: () => T): { value: T; ms: number } => {
    const started = performance.now();
    const value = work();
    return { value, ms: performance.now() - started };
  };

  it('refuses 300,000 nested <div>s (1.8 MB) at once instead of parsing them for minutes', () => {
    const html = `<html><head>${ld(JSON.stringify(posting))}</head><body>${'<div>\n'.repeat(300_000)}</body></html>`;
    expect(html.length).toBeGreaterThan(1_800_000);
    const { value, ms } = timed(() => limitOf(html));
    expect(value).toBe('depth');
    expect(ms).toBeLessThan(1_000);
  });

  it('reads a page nested as deep as the limit, and not one element deeper', () => {
    const nested = (depth: number) =>
      `${ld(JSON.stringify(posting))}${'<div>'.repeat(depth)}x${'</div>'.repeat(depth)}`;
    expect(extractJobFacts(nested(PAGE_LIMITS.maxDepth))).toEqual({ title: 'Welder' });
    expect(limitOf(nested(PAGE_LIMITS.maxDepth + 1))).toBe('depth');
  });

  it('refuses a page of more elements than the tag limit, however flat', () => {
    const flat = (tags: number) => `${ld(JSON.stringify(posting))}${'<i></i>'.repeat(tags - 1)}`;
    expect(extractJobFacts(flat(PAGE_LIMITS.maxTags))).toEqual({ title: 'Welder' });
    expect(limitOf(flat(PAGE_LIMITS.maxTags + 1))).toBe('tags');
  });

  it('refuses JSON-LD over the size limit (all blocks together)', () => {
    const half = JSON.stringify({ ...posting, description: 'y'.repeat(PAGE_LIMITS.jsonLdChars / 2) });
    expect(extractJobFacts(ld(half))).toMatchObject({ title: 'Welder' });
    expect(limitOf(ld(half) + ld(half))).toBe('json-ld-size');
  });

  it('refuses JSON-LD nested over the depth limit before parsing it (brackets in strings do not count)', () => {
    const nested = (depth: number) =>
      `${'['.repeat(depth - 1)}${JSON.stringify(posting)}${']'.repeat(depth - 1)}`;
    expect(limitOf(ld(nested(PAGE_LIMITS.jsonLdDepth + 1)))).toBe('json-ld-depth');
    const brackets = JSON.stringify({ ...posting, description: '[{'.repeat(500) });
    expect(limitOf(ld(brackets))).toBeUndefined();
    // 460 KB of nested arrays (under the size limit) cost 0.7 s to parse before the depth limit.
    const { value, ms } = timed(() => limitOf(ld(`${'['.repeat(230_000)}${']'.repeat(230_000)}`)));
    expect(value).toBe('json-ld-depth');
    expect(ms).toBeLessThan(500);
  });

  it('holds og:description and JSON-LD values with nested markup to the same limits', () => {
    const deep = '<div>'.repeat(PAGE_LIMITS.maxDepth + 1);
    expect(limitOf(`<meta property="og:description" content="${deep}">`)).toBe('depth');
    // Entity-encoded once more: the second text pass parses the decoded markup.
    const encoded = '&amp;lt;div&amp;gt;'.repeat(PAGE_LIMITS.maxDepth + 1);
    expect(limitOf(`<meta property="og:description" content="${encoded}">`)).toBe('depth');
    expect(limitOf(ld(JSON.stringify({ ...posting, description: deep })))).toBe('depth');
    const many = '<b></b>'.repeat(PAGE_LIMITS.maxTags + 1);
    expect(limitOf(ld(JSON.stringify({ ...posting, description: many })))).toBe('tags');
  });
});

describe('extractDetailsFacts: what the extension read from the user’s tab (untrusted)', () => {
  const posting = {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: 'Line Cook',
    hiringOrganization: { '@type': 'Organization', name: 'Bistro Nord' },
    description: '<p>Prep &amp; <script>alert(1)</script><b>grill</b></p>',
  };
  const details = (overrides: Partial<TPageDetails> = {}): TPageDetails => ({
    jsonLd: [],
    openGraph: {},
    title: '',
    ...overrides,
  });
  const limitOf = (input: TPageDetails): string | undefined => {
    try {
      extractDetailsFacts(input);
      return undefined;
    } catch (error) {
      expect(error).toBeInstanceOf(PageLimitError);
      return (error as PageLimitError).limit;
    }
  };

  it('reads the JobPosting JSON-LD blocks as a fetched page’s, markup in fields turned into text', () => {
    expect(extractDetailsFacts(details({ jsonLd: ['{ broken', JSON.stringify(posting)] }))).toEqual({
      title: 'Line Cook',
      company: 'Bistro Nord',
      description: 'Prep & grill',
    });
  });

  it('falls back to Open Graph, then the tab title, and strips controls and bidi overrides', () => {
    expect(
      extractDetailsFacts(
        details({
          openGraph: {
            'OG:Title': 'Barista\u202e <i>lead</i>',
            'og:site_name': 'Cafe\u0000 Sol',
            'og:description': 'Pour\u2066 coffee',
          },
        }),
      ),
    ).toEqual({ title: 'Barista lead', company: 'Cafe Sol', description: 'Pour coffee' });
    expect(extractDetailsFacts(details({ title: '  Host \u200f<b>–</b> Cafe  ' }))).toEqual({
      title: 'Host – Cafe',
    });
  });

  it('refuses JSON-LD over the size or depth limits, and deep markup in a value, as a page over them', () => {
    const half = JSON.stringify({ ...posting, description: 'y'.repeat(PAGE_LIMITS.jsonLdChars / 2) });
    expect(limitOf(details({ jsonLd: [half, half] }))).toBe('json-ld-size');
    const deep = `${'['.repeat(PAGE_LIMITS.jsonLdDepth)}${JSON.stringify(posting)}${']'.repeat(PAGE_LIMITS.jsonLdDepth)}`;
    expect(limitOf(details({ jsonLd: [deep] }))).toBe('json-ld-depth');
    const nested = '<div>'.repeat(PAGE_LIMITS.maxDepth + 1);
    expect(limitOf(details({ openGraph: { 'og:description': nested } }))).toBe('depth');
    expect(limitOf(details({ title: nested }))).toBe('depth');
  });
});
