import type { TPageDetails } from '@hirerelay/contracts';
import {
  MARKUP_LIMITS,
  PageLimitError,
  parseWithinLimits,
  textOf,
  type TMarkupLimits,
} from './html-text.util.js';

export { PageLimitError } from './html-text.util.js';

/** What a job page states about the job; a field it does not state is absent. */
export type TJobPageFacts = Partial<
  Record<'title' | 'company' | 'location' | 'description' | 'datePosted' | 'jobType' | 'salary', string>
>;

type TPageParts = { jsonLd: string[]; meta: Map<string, string>; title: string };

// Longest texts kept: a page can say anything, and the import stores and shows these.
export const FACT_LIMITS = { line: 200, description: 20_000 } as const;

/**
 * What a page may hold before it reads as unreadable (a PageLimitError): the markup limits of
 * html-text.util.ts, over the page and over each value taken from it as text (an `og:description` or a
 * JSON-LD description with markup in it is parsed too), and its JSON-LD: all blocks together at
 * most `jsonLdChars`, nested at most `jsonLdDepth` deep (a JobPosting is a few levels deep; a
 * megabyte of nested arrays cost 0.7 s to parse).
 */
export const PAGE_LIMITS = { ...MARKUP_LIMITS, jsonLdChars: 512 * 1024, jsonLdDepth: 64 } as const;

export type TPageLimits = TMarkupLimits & { jsonLdChars: number; jsonLdDepth: number };

/**
 * Reads a job page: schema.org `JobPosting` JSON-LD first (also inside `@graph` and arrays),
 * then, for what that leaves open, Open Graph / meta tags and `<title>`. A page over `limits`
 * throws a PageLimitError. CPU-bound on what a stranger wrote: the service runs it in a worker
 * with a time budget (page-extraction-pool.service.ts), never on its event loop.
 */
export function extractJobFacts(html: string, limits: TPageLimits = PAGE_LIMITS): TJobPageFacts {
  return factsOf(scanPage(html, limits), limits);
}

/**
 * What the browser extension read from the user's tab (its JSON-LD blocks, Open Graph properties
 * and title), read as a fetched page's parts are: untrusted, under the same limits (a PageLimitError
 * past them) and with the same cleaning (markup to text, controls and bidi controls out, capped).
 */
export function extractDetailsFacts(details: TPageDetails, limits: TPageLimits = PAGE_LIMITS): TJobPageFacts {
  const meta = new Map<string, string>();
  for (const [property, content] of Object.entries(details.openGraph)) {
    const key = property.trim().toLowerCase();
    if (key && !meta.has(key)) meta.set(key, content);
  }
  const title = cut(textOf(details.title, limits).replace(/\s+/g, ' ').trim(), FACT_LIMITS.line);
  return factsOf({ jsonLd: details.jsonLd, meta, title }, limits);
}

function factsOf(parts: TPageParts, limits: TPageLimits): TJobPageFacts {
  checkJsonLd(parts.jsonLd, limits);
  const posting = findJobPosting(parts.jsonLd);
  const fromLd = posting ? factsFromJobPosting(posting) : {};
  const meta = (...names: string[]): string | undefined =>
    names.map((name) => parts.meta.get(name)).find((value) => value !== undefined && value.trim() !== '');
  const fromMeta: TJobPageFacts = {
    title: meta('og:title', 'twitter:title') ?? (parts.title || undefined),
    company: meta('og:site_name'),
    description: meta('og:description', 'description', 'twitter:description'),
  };
  const facts: TJobPageFacts = {};
  for (const key of [
    'title',
    'company',
    'location',
    'description',
    'datePosted',
    'jobType',
    'salary',
  ] as const) {
    const raw = fromLd[key] ?? fromMeta[key];
    const clean = raw === undefined ? undefined : cleanFact(key, raw, limits);
    if (clean) facts[key] = clean;
  }
  return facts;
}

function cleanFact(key: keyof TJobPageFacts, raw: string, limits: TMarkupLimits): string | undefined {
  if (key === 'description') return cut(textOf(raw, limits), FACT_LIMITS.description);
  const text = textOf(raw, limits).replace(/\s+/g, ' ').trim();
  return text === '' ? undefined : cut(text, FACT_LIMITS.line);
}

const cut = (text: string, max: number): string =>
  text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;

function scanPage(html: string, limits: TMarkupLimits): TPageParts {
  const parts: TPageParts = { jsonLd: [], meta: new Map(), title: '' };
  let capture: 'json-ld' | 'title' | undefined;
  let buffer = '';
  let titleSeen = false;
  let svgDepth = 0;
  parseWithinLimits(
    html,
    {
      onopentag(name, attributes) {
        if (name === 'svg') svgDepth += 1;
        if (name === 'script' && /^application\/ld\+json\b/i.test(attributes.type?.trim() ?? '')) {
          capture = 'json-ld';
          buffer = '';
        } else if (name === 'title' && !titleSeen && svgDepth === 0) {
          capture = 'title';
          buffer = '';
        } else if (name === 'meta' && attributes.content !== undefined) {
          const key = (attributes.property ?? attributes.name ?? '').trim().toLowerCase();
          if (key && !parts.meta.has(key)) parts.meta.set(key, attributes.content);
        }
      },
      ontext(text) {
        if (capture) buffer += text;
      },
      onclosetag(name) {
        if (name === 'svg') svgDepth = Math.max(0, svgDepth - 1);
        if (capture === 'json-ld' && name === 'script') parts.jsonLd.push(buffer);
        else if (capture === 'title' && name === 'title') {
          parts.title = buffer.replace(/\s+/g, ' ').trim();
          titleSeen = true;
        } else return;
        capture = undefined;
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
    limits,
  );
  return parts;
}

/** Refuses JSON-LD over the size or nesting limit before any of it is parsed. */
function checkJsonLd(blocks: string[], limits: TPageLimits): void {
  const chars = blocks.reduce((sum, block) => sum + block.length, 0);
  if (chars > limits.jsonLdChars) {
    throw new PageLimitError(
      'json-ld-size',
      `${chars} characters of JSON-LD (at most ${limits.jsonLdChars})`,
    );
  }
  for (const block of blocks) {
    if (nestingOf(block, limits.jsonLdDepth) > limits.jsonLdDepth) {
      throw new PageLimitError('json-ld-depth', `JSON-LD nested over ${limits.jsonLdDepth} deep`);
    }
  }
}

/** How deep the brackets of a JSON text nest (outside strings), counted up to just past `stopAt`. */
function nestingOf(json: string, stopAt: number): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let index = 0; index < json.length; index += 1) {
    const char = json.charCodeAt(index);
    if (inString) {
      if (char === 0x5c)
        index += 1; // backslash: the next character is escaped
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x5b || char === 0x7b) {
      depth += 1;
      if (depth > deepest) deepest = depth;
      if (deepest > stopAt) return deepest;
    } else if (char === 0x5d || char === 0x7d) depth -= 1;
  }
  return deepest;
}

type TJson = null | boolean | number | string | TJson[] | { [key: string]: TJson };
type TNode = { [key: string]: TJson };

const isNode = (value: TJson | undefined): value is TNode =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const typesOf = (node: TNode): string[] => {
  const type = node['@type'];
  const list = Array.isArray(type) ? type : [type];
  return list
    .filter((entry): entry is string => typeof entry === 'string')
    .map((entry) => entry.replace(/^.*[/:#]/, ''));
};

/** The first JobPosting in the page's JSON-LD blocks, searching arrays, `@graph` and nesting. */
function findJobPosting(blocks: string[]): TNode | undefined {
  for (const block of blocks) {
    let data: TJson;
    try {
      data = JSON.parse(block.trim()) as TJson;
    } catch {
      continue; // One broken block (common on real sites) does not hide the others.
    }
    const found = search(data, 0);
    if (found) return found;
  }
  return undefined;
}

function search(value: TJson, depth: number): TNode | undefined {
  if (depth > 8) return undefined;
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = search(item, depth + 1);
      if (found) return found;
    }
    return undefined;
  }
  if (!isNode(value)) return undefined;
  if (typesOf(value).includes('JobPosting')) return value;
  for (const key of ['@graph', 'mainEntity', 'itemListElement', 'item']) {
    const child = value[key];
    if (child !== undefined) {
      const found = search(child, depth + 1);
      if (found) return found;
    }
  }
  return undefined;
}

const text = (value: TJson | undefined): string | undefined => {
  if (typeof value === 'string') return value.trim() || undefined;
  if (typeof value === 'number') return String(value);
  if (isNode(value)) return text(value.name);
  return undefined;
};
const asList = (value: TJson | undefined): TJson[] =>
  value === undefined || value === null ? [] : Array.isArray(value) ? value : [value];

function factsFromJobPosting(posting: TNode): TJobPageFacts {
  return {
    title: text(posting.title) ?? text(posting.name),
    company: text(posting.hiringOrganization),
    location: locationOf(posting),
    description: text(posting.description),
    datePosted: dateOf(posting.datePosted),
    jobType: jobTypeOf(posting.employmentType),
    salary: salaryOf(posting.baseSalary) ?? salaryOf(posting.estimatedSalary),
  };
}

function placeOf(value: TJson): string | undefined {
  if (typeof value === 'string') return value.trim() || undefined;
  if (!isNode(value)) return undefined;
  const address = value.address;
  if (typeof address === 'string') return address.trim() || undefined;
  if (isNode(address)) {
    const parts = [address.addressLocality, address.addressRegion, address.addressCountry]
      .map((part) => text(part))
      .filter((part): part is string => part !== undefined);
    if (parts.length > 0) return parts.join(', ');
  }
  return text(value.name);
}

function locationOf(posting: TNode): string | undefined {
  const places = [
    ...new Set(
      asList(posting.jobLocation)
        .map(placeOf)
        .filter((place) => place !== undefined),
    ),
  ];
  const remote = asList(posting.jobLocationType).some((type) => type === 'TELECOMMUTE');
  if (remote) {
    const where = asList(posting.applicantLocationRequirements)
      .map((requirement) => text(requirement))
      .filter((name) => name !== undefined);
    places.unshift(where.length > 0 ? `Remote (${where.join(', ')})` : 'Remote');
  }
  return places.length > 0 ? places.join('; ') : undefined;
}

/** `YYYY-MM-DD` of a schema.org date or date-time; anything unreadable is left out. */
function dateOf(value: TJson | undefined): string | undefined {
  if (typeof value !== 'string') return undefined;
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value.trim());
  if (!match) return undefined;
  const [, year, month, day] = match;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  const valid = date.getUTCFullYear() === Number(year) && date.getUTCMonth() === Number(month) - 1;
  return valid && Number(year) >= 1900 ? `${year}-${month}-${day}` : undefined;
}

const EMPLOYMENT_TYPES: Record<string, string> = {
  FULL_TIME: 'Full-time',
  PART_TIME: 'Part-time',
  CONTRACTOR: 'Contract',
  CONTRACT: 'Contract',
  TEMPORARY: 'Temporary',
  INTERN: 'Internship',
  INTERNSHIP: 'Internship',
  VOLUNTEER: 'Volunteer',
  PER_DIEM: 'Per diem',
  OTHER: 'Other',
};

function jobTypeOf(value: TJson | undefined): string | undefined {
  const names = asList(value)
    .map((entry) => text(entry))
    .filter((entry): entry is string => entry !== undefined)
    .map((entry) => EMPLOYMENT_TYPES[entry.toUpperCase().replace(/[\s-]+/g, '_')] ?? entry);
  return names.length > 0 ? [...new Set(names)].join(', ') : undefined;
}

const UNITS: Record<string, string> = {
  HOUR: 'per hour',
  DAY: 'per day',
  WEEK: 'per week',
  MONTH: 'per month',
  YEAR: 'per year',
};

function money(amount: number, currency: string | undefined): string {
  if (currency) {
    try {
      return new Intl.NumberFormat('en-US', {
        style: 'currency',
        currency,
        maximumFractionDigits: Number.isInteger(amount) ? 0 : 2,
      }).format(amount);
    } catch {
      // Not an ISO 4217 code: written out as the page gave it.
    }
  }
  const figure = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 }).format(amount);
  return currency ? `${figure} ${currency}` : figure;
}

const numberOf = (value: TJson | undefined): number | undefined => {
  const n =
    typeof value === 'number' ? value : typeof value === 'string' ? Number(value.replace(/,/g, '')) : NaN;
  return Number.isFinite(n) && n >= 0 ? n : undefined;
};

/** A schema.org MonetaryAmount as text: `$120,000–$150,000 per year`. */
function salaryOf(value: TJson | undefined): string | undefined {
  if (typeof value === 'number' || typeof value === 'string') return text(value);
  if (!isNode(value)) return undefined;
  const currency = text(value.currency)?.toUpperCase();
  const amount = value.value;
  const quantity = isNode(amount) ? amount : { value: amount ?? null };
  const exact = numberOf(quantity.value);
  const min = numberOf(quantity.minValue);
  const max = numberOf(quantity.maxValue);
  const single = exact ?? min ?? max;
  let figure: string | undefined;
  if (min !== undefined && max !== undefined && min !== max)
    figure = `${money(min, currency)}–${money(max, currency)}`;
  else if (single !== undefined) figure = money(single, currency);
  if (!figure) return typeof amount === 'string' ? text(amount) : undefined;
  const unit = text(quantity.unitText) ?? text(value.unitText);
  const per = unit ? (UNITS[unit.toUpperCase()] ?? `per ${unit.toLowerCase()}`) : undefined;
  return per ? `${figure} ${per}` : figure;
}
