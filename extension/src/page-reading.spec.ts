import { PAGE_DETAILS_LIMITS, ZExtensionImportBody, ZPageDetails } from '@hirerelay/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clipText, readJobPage, shapePageDetails, type TTabReading } from './page-reading.js';

const URL_ = 'https://www.linkedin.com/jobs/view/3791234567/';
const POSTING = JSON.stringify({
  '@context': 'https://schema.org',
  '@type': 'JobPosting',
  title: 'Senior Software Engineer',
  hiringOrganization: { '@type': 'Organization', name: 'Acme Corp' },
  description: '<p>Build things.</p>',
});
const BREADCRUMBS = JSON.stringify({ '@context': 'https://schema.org', '@type': 'BreadcrumbList' });
const reading = (over: Partial<TTabReading> = {}): TTabReading => ({
  href: URL_,
  jsonLd: [],
  openGraph: [],
  title: '',
  ...over,
});
const bodyBytes = (page: unknown) => new TextEncoder().encode(JSON.stringify({ url: URL_, page })).byteLength;

/** A document as the injected function sees it: the elements its selectors name, and a title. */
function fakeDocument(scripts: string[], metas: [string, string][], title: string) {
  return {
    title,
    querySelectorAll: (selector: string) => {
      if (selector === 'script[type="application/ld+json" i]') {
        return scripts.map((textContent) => ({ textContent }));
      }
      if (selector === 'meta[property^="og:"]') {
        return metas.map(([property, content]) => ({
          getAttribute: (name: string) => ({ property, content })[name] ?? null,
        }));
      }
      throw new Error(`unexpected selector ${selector}`);
    },
  };
}

describe('readJobPage (the function run in the tab)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reads the JSON-LD blocks, the Open Graph properties and the title, with the address', () => {
    vi.stubGlobal('document', fakeDocument([POSTING, BREADCRUMBS], [['og:title', 'Engineer']], 'Jobs'));
    vi.stubGlobal('location', { href: URL_ });
    expect(readJobPage(PAGE_DETAILS_LIMITS)).toEqual({
      href: URL_,
      jsonLd: [POSTING, BREADCRUMBS],
      openGraph: [['og:title', 'Engineer']],
      title: 'Jobs',
    });
  });

  it('brings back only a bounded answer from a hostile page', () => {
    const huge = 'x'.repeat(PAGE_DETAILS_LIMITS.jsonLdChars + 1);
    const scripts = [huge, ...Array.from({ length: 500 }, () => BREADCRUMBS)];
    const metas = Array.from({ length: 500 }, (_, i): [string, string] => [
      `og:p${String(i)}`,
      'v'.repeat(30_000),
    ]);
    vi.stubGlobal('document', fakeDocument(scripts, metas, 't'.repeat(5_000)));
    vi.stubGlobal('location', { href: URL_ });
    const read = readJobPage(PAGE_DETAILS_LIMITS);
    expect(read.jsonLd).not.toContain(huge);
    expect(read.jsonLd).toHaveLength(PAGE_DETAILS_LIMITS.jsonLdBlocks * 5);
    expect(read.openGraph).toHaveLength(PAGE_DETAILS_LIMITS.openGraphProperties * 5);
    expect(Math.max(...read.openGraph.map(([, value]) => value.length))).toBe(
      PAGE_DETAILS_LIMITS.openGraphValueChars + 1,
    );
    expect(read.title.length).toBe(PAGE_DETAILS_LIMITS.titleChars + 1);
  });

  it('is self-contained, as executeScript needs (only its text travels to the tab)', () => {
    // Run from its source alone, without this module's scope.
    const alone = new Function(`return (${readJobPage.toString()})`)() as typeof readJobPage;
    vi.stubGlobal('document', fakeDocument([POSTING], [], 'Jobs'));
    vi.stubGlobal('location', { href: URL_ });
    expect(alone(PAGE_DETAILS_LIMITS).jsonLd).toEqual([POSTING]);
  });
});

describe('shapePageDetails', () => {
  it('sends the blocks whole and in page order, the first of each og: property, the title', () => {
    const page = shapePageDetails(
      reading({
        jsonLd: [`\n  ${BREADCRUMBS}\n`, '   ', POSTING],
        openGraph: [
          ['og:title', ' Senior Software Engineer '],
          ['og:image', 'https://x.example/1.png'],
          ['og:image', 'https://x.example/2.png'],
          ['og:empty', '  '],
          ['twitter:card', 'summary'],
          [`og:${'k'.repeat(100)}`, 'too long a name'],
        ],
        title: '  Senior Software Engineer | Acme Corp | LinkedIn ',
      }),
      URL_,
    );
    expect(page).toEqual({
      jsonLd: [BREADCRUMBS, POSTING],
      openGraph: { 'og:title': 'Senior Software Engineer', 'og:image': 'https://x.example/1.png' },
      title: 'Senior Software Engineer | Acme Corp | LinkedIn',
    });
    expect(ZExtensionImportBody.parse({ url: URL_, page })).toEqual({ url: URL_, page });
  });

  it('sends nothing when the tab moved to another address, could not be read, or said nothing', () => {
    expect(shapePageDetails(reading({ href: 'https://other.example/', title: 'x' }), URL_)).toBeUndefined();
    expect(shapePageDetails(undefined, URL_)).toBeUndefined();
    expect(shapePageDetails({ href: URL_, jsonLd: [1], openGraph: [], title: '' }, URL_)).toBeUndefined();
    expect(shapePageDetails(reading({ jsonLd: ['  '], openGraph: [['og:x', '']] }), URL_)).toBeUndefined();
  });

  it('keeps within the limits the server checks, JobPosting blocks first', () => {
    const { jsonLdBlocks, jsonLdChars, openGraphProperties, openGraphValueChars, titleChars } =
      PAGE_DETAILS_LIMITS;
    const filler = (n: number) => JSON.stringify({ '@type': 'WebPage', text: 'f'.repeat(n) });
    const blocks = [
      ...Array.from({ length: jsonLdBlocks }, () => filler(10)),
      filler(jsonLdChars - POSTING.length - 100),
      POSTING,
    ];
    const page = shapePageDetails(
      reading({
        jsonLd: blocks,
        openGraph: Array.from({ length: 60 }, (_, i): [string, string] => [
          `og:p${String(i)}`,
          i === 0 ? `${'v'.repeat(openGraphValueChars - 1)}😀` : 'v',
        ]),
        title: 't'.repeat(titleChars + 1),
      }),
      URL_,
    )!;
    // The posting, found last, is kept; the page's first blocks fill the rest of the count.
    expect(page.jsonLd).toHaveLength(jsonLdBlocks);
    expect(page.jsonLd.at(-1)).toBe(POSTING);
    expect(page.jsonLd.reduce((sum, block) => sum + block.length, 0)).toBeLessThanOrEqual(jsonLdChars);
    expect(Object.keys(page.openGraph)).toHaveLength(openGraphProperties);
    // Clipped without leaving half of a surrogate pair.
    expect(page.openGraph['og:p0']).toBe('v'.repeat(openGraphValueChars - 1));
    expect(page.title).toHaveLength(titleChars);
    expect(ZPageDetails.safeParse(page).success).toBe(true);
  });

  it('fits the request in its byte limit: the posting, then Open Graph, then other blocks', () => {
    // 300,000 characters of three UTF-8 bytes each: two such blocks do not fit in 1 MB.
    const wide = (type: string) => JSON.stringify({ '@type': type, description: '職'.repeat(150_000) });
    const page = shapePageDetails(
      reading({
        jsonLd: [wide('WebPage'), wide('JobPosting')],
        openGraph: Array.from({ length: 40 }, (_, i): [string, string] => [
          `og:p${String(i)}`,
          '説'.repeat(10_000),
        ]),
        title: 'Job',
      }),
      URL_,
    )!;
    expect(page.jsonLd).toEqual([wide('JobPosting')]);
    expect(Object.keys(page.openGraph).length).toBeGreaterThan(0);
    expect(Object.keys(page.openGraph).length).toBeLessThan(40);
    expect(bodyBytes(page)).toBeLessThanOrEqual(PAGE_DETAILS_LIMITS.requestBytes);
    expect(bodyBytes(page)).toBeGreaterThan(PAGE_DETAILS_LIMITS.requestBytes - 40_000);
  });
});

describe('clipText', () => {
  it('cuts at the limit, never inside a surrogate pair', () => {
    expect(clipText('abcdef', 3)).toBe('abc');
    expect(clipText('ab', 3)).toBe('ab');
    expect(clipText('a😀b', 2)).toBe('a');
    expect(clipText('a😀b', 3)).toBe('a😀');
  });
});
