import { PAGE_DETAILS_LIMITS, type TPageDetails } from '@hirerelay/contracts';

/**
 * What `readJobPage` found in the tab, before trimming: the page's address, the raw text of its
 * JSON-LD blocks, its Open Graph properties in page order and its title.
 */
export interface TTabReading {
  href: string;
  jsonLd: string[];
  openGraph: [string, string][];
  title: string;
}

type TLimits = typeof PAGE_DETAILS_LIMITS;

/**
 * Injected into the tab the person clicked on (`chrome.scripting.executeScript`, activeTab): it
 * runs in the page, in the extension's isolated world, so it must be self-contained (the function's
 * text is all that travels) and it only reads. It takes a few times the blocks and properties the
 * server keeps, each at most its limit, so that the JobPosting block is found even after many other
 * blocks and the answer stays small; `shapePageDetails` picks what is sent.
 */
export function readJobPage(limits: TLimits): TTabReading {
  const jsonLd: string[] = [];
  for (const script of document.querySelectorAll('script[type="application/ld+json" i]')) {
    if (jsonLd.length >= limits.jsonLdBlocks * 5) break;
    const text = script.textContent ?? '';
    if (text.length <= limits.jsonLdChars) jsonLd.push(text);
  }
  const openGraph: [string, string][] = [];
  for (const meta of document.querySelectorAll('meta[property^="og:"]')) {
    if (openGraph.length >= limits.openGraphProperties * 5) break;
    const property = meta.getAttribute('property') ?? '';
    const content = meta.getAttribute('content') ?? '';
    openGraph.push([property.slice(0, 200), content.slice(0, limits.openGraphValueChars + 1)]);
  }
  return { href: location.href, jsonLd, openGraph, title: document.title.slice(0, limits.titleChars + 1) };
}

/** At most `max` UTF-16 units, never cutting a surrogate pair in two. */
export function clipText(text: string, max: number): string {
  if (text.length <= max) return text;
  const end = /[\uD800-\uDBFF]/.test(text.charAt(max - 1)) ? max - 1 : max;
  return text.slice(0, end);
}

const encoder = new TextEncoder();
/** The bytes `value` adds to a JSON body, with its separator. */
const jsonBytes = (value: string): number => encoder.encode(JSON.stringify(value)).byteLength + 1;

const OG_KEY_CHARS = 100;
const mentionsJobPosting = (block: string): boolean => block.includes('JobPosting');

/**
 * What the extension sends with the link, within PAGE_DETAILS_LIMITS and, with the link, within the
 * request's byte limit (`requestBytes`). JSON-LD blocks are kept whole (a cut block is not JSON) and
 * in page order; when not all fit, the ones naming a JobPosting come first, then the Open Graph
 * properties (first of each name, values clipped), then the other blocks. Nothing is sent (the
 * link goes alone, and the server reads the page itself) when the tab has moved to another address
 * than `url` or had nothing to say.
 */
export function shapePageDetails(
  reading: unknown,
  url: string,
  limits: TLimits = PAGE_DETAILS_LIMITS,
): TPageDetails | undefined {
  if (!isTabReading(reading) || reading.href !== url) return undefined;
  const title = clipText(reading.title.trim(), limits.titleChars);
  let bytesLeft =
    limits.requestBytes -
    encoder.encode(JSON.stringify({ url, page: { jsonLd: [], openGraph: {}, title } })).byteLength;

  const blocks = reading.jsonLd.map((text) => text.trim()).filter((text) => text !== '');
  const kept = new Set<number>();
  let charsLeft = limits.jsonLdChars;
  const keepBlock = (index: number) => {
    const block = blocks[index]!;
    const bytes = jsonBytes(block);
    if (kept.size >= limits.jsonLdBlocks || block.length > charsLeft || bytes > bytesLeft) return;
    kept.add(index);
    charsLeft -= block.length;
    bytesLeft -= bytes;
  };
  blocks.forEach((block, index) => {
    if (mentionsJobPosting(block)) keepBlock(index);
  });

  const openGraph: Record<string, string> = {};
  for (const [rawKey, rawValue] of reading.openGraph) {
    if (Object.keys(openGraph).length >= limits.openGraphProperties) break;
    const key = rawKey.trim();
    const value = clipText(rawValue.trim(), limits.openGraphValueChars);
    if (!key.startsWith('og:') || key.length > OG_KEY_CHARS || value === '' || Object.hasOwn(openGraph, key))
      continue;
    const bytes = jsonBytes(key) + jsonBytes(value);
    if (bytes > bytesLeft) continue;
    openGraph[key] = value;
    bytesLeft -= bytes;
  }

  blocks.forEach((block, index) => {
    if (!mentionsJobPosting(block)) keepBlock(index);
  });
  const jsonLd = blocks.filter((_, index) => kept.has(index));
  if (jsonLd.length === 0 && Object.keys(openGraph).length === 0 && title === '') return undefined;
  return { jsonLd, openGraph, title };
}

function isTabReading(value: unknown): value is TTabReading {
  if (typeof value !== 'object' || value === null) return false;
  const reading = value as Partial<Record<keyof TTabReading, unknown>>;
  return (
    typeof reading.href === 'string' &&
    typeof reading.title === 'string' &&
    Array.isArray(reading.jsonLd) &&
    reading.jsonLd.every((block) => typeof block === 'string') &&
    Array.isArray(reading.openGraph) &&
    reading.openGraph.every(
      (entry) =>
        Array.isArray(entry) &&
        entry.length === 2 &&
        typeof entry[0] === 'string' &&
        typeof entry[1] === 'string',
    )
  );
}
