import { isHttpUrl } from '../validation/fields.js';
import { MSG_URL_INVALID } from '../validation/messages.js';
import type { TJobSite } from './job-sites.js';

/** The spec's refusal when a site's rule (or the generic fallback) finds no job id in the URL. */
export const msgJobIdNotFound = (site: string): string =>
  `Could not extract job ID from the ${site} URL. Please check the URL and try again.`;

export type TParsedJobUrl = {
  ok: true;
  /** The address to fetch and to store: lower-case host, no fragment, credentials or tracking. */
  url: string;
  /** A name from JOB_SITES, or for any other site its host name without `www.`. */
  site: string;
  jobId: string;
};
export type TJobUrlRefusal = { ok: false; reason: 'invalid-url' | 'no-job-id'; message: string };

// Every job board names the same job with a different mix of these: they say where the click came
// from, not which job it is, so they are dropped before storing (duplicates are found by URL).
// These mean tracking on any site; a board's own (`SiteRule.tracking`) only on that board.
const TRACKING_PARAMS = new Set([
  'gclid',
  'gbraid',
  'wbraid',
  'dclid',
  'fbclid',
  'msclkid',
  'yclid',
  'igshid',
  'mc_cid',
  'mc_eid',
  '_hsenc',
  '_hsmi',
  'li_fat_id',
  'trk',
  'trkinfo',
  'refid',
  'trackingid',
]);
const isTrackingParam = (name: string, siteTracking: readonly string[] = []): boolean => {
  const lower = name.toLowerCase();
  return lower.startsWith('utm_') || TRACKING_PARAMS.has(lower) || siteTracking.includes(lower);
};

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

type SiteRule = {
  site: TJobSite;
  matchesHost: (host: string) => boolean;
  jobId: (url: URL) => string | undefined;
  /** The board's own tracking parameters, lower-case. */
  tracking?: readonly string[];
};

// A board's own domain under `.com` or a country domain (indeed.co.uk, glassdoor.de), any
// subdomain (uk.indeed.com); anchored so that indeed.com.example.org is not Indeed.
const boardDomain = (name: string): ((host: string) => boolean) => {
  const pattern = new RegExp(`(^|\\.)${name}\\.(com|co\\.[a-z]{2}|com\\.[a-z]{2}|[a-z]{2})$`);
  return (host) => pattern.test(host);
};
const underDomain =
  (domain: string): ((host: string) => boolean) =>
  (host) =>
    host === domain || host.endsWith(`.${domain}`);

const query = (url: URL, ...names: string[]): string | undefined => {
  for (const name of names) {
    const value = url.searchParams.get(name)?.trim();
    if (value && /^[\w-]+$/.test(value)) return value;
  }
  return undefined;
};
const pathMatch = (url: URL, pattern: RegExp): string | undefined => pattern.exec(url.pathname)?.[1];

const SITE_RULES: readonly SiteRule[] = [
  {
    // /jobs/view/3791234567, /jobs/view/senior-engineer-at-acme-3791234567, ?currentJobId=…
    site: 'LinkedIn',
    matchesHost: underDomain('linkedin.com'),
    tracking: ['lipi', 'midtoken', 'midsig', 'ebp', 'originalsubdomain'],
    jobId: (url) =>
      pathMatch(url, /^\/jobs\/view\/(?:[^/]*-)?(\d+)(?:\/|$)/) ??
      (/^\/jobs(\/|$)/.test(url.pathname) ? query(url, 'currentJobId') : undefined),
  },
  {
    // /viewjob?jk=…, /rc/clk?jk=…, /jobs?q=…&vjk=… (16 hex digits)
    site: 'Indeed',
    matchesHost: boardDomain('indeed'),
    tracking: ['tk', 'from', 'advn', 'adid', 'sjdu', 'acatk', 'xkcb', 'camk', 'vjs', 'bb', 'xpse', 'xfps'],
    jobId: (url) => query(url, 'jk', 'vjk'),
  },
  {
    // /job-listing/…htm?jl=1009…, /partner/jobListing.htm?jobListingId=1009…
    site: 'Glassdoor',
    matchesHost: boardDomain('glassdoor'),
    // The numbers in the path name the city and keyword positions, not the job.
    jobId: (url) => query(url, 'jl', 'jobListingId'),
  },
  {
    // /c/Acme/Job/Title/-in-Austin,TX?jid=…, /jobs/acme-corp-1a2b3c4d/senior-engineer-5e6f7a8b
    site: 'ZipRecruiter',
    matchesHost: boardDomain('ziprecruiter'),
    jobId: (url) => query(url, 'jid', 'lvk') ?? pathMatch(url, /^\/jobs\/[^/]+\/[^/]*?-([0-9a-z]{8,})\/?$/i),
  },
  {
    // /job-openings/senior-engineer-austin-tx--<uuid>, ?jobid=<uuid>
    site: 'Monster',
    matchesHost: boardDomain('monster'),
    jobId: (url) =>
      query(url, 'jobid', 'jobId', 'job_id') ?? pathMatch(url, new RegExp(`--(${UUID.source})\\/?$`, 'i')),
  },
  {
    // acme.wd5.myworkdayjobs.com/en-US/External/job/Austin-TX/Senior-Engineer_JR-012345
    site: 'Workday',
    matchesHost: (host) => host.endsWith('.myworkdayjobs.com'),
    jobId: (url) => pathMatch(url, /\/job\/(?:[^/]+\/)*[^/]*_([A-Za-z0-9-]+)(?:\/apply(?:\/[^/]*)?)?\/?$/),
  },
  {
    // boards.greenhouse.io/acme/jobs/4567890, job-boards.greenhouse.io/embed/job_app?token=4567890
    site: 'Greenhouse',
    matchesHost: underDomain('greenhouse.io'),
    jobId: (url) => pathMatch(url, /\/jobs\/(\d+)(?:\/|$)/) ?? query(url, 'token', 'gh_jid'),
    tracking: ['gh_src'],
  },
  {
    // jobs.lever.co/acme/<uuid>, jobs.lever.co/acme/<uuid>/apply
    site: 'Lever',
    matchesHost: underDomain('lever.co'),
    jobId: (url) => pathMatch(url, new RegExp(`^\\/[^/]+\\/(${UUID.source})(?:\\/|$)`, 'i')),
    tracking: ['lever-source', 'lever-origin'],
  },
];

// The generic fallback, in this order: a named id parameter or path part (job-id, jobid, job ref,
// reference), then the part after /job/, /jobs/, /position/ or /vacancy/ when it holds a digit,
// then the first run of digits anywhere in the path and query.
const NAMED_ID =
  /(?:^|[/?&;])(?:job[-_ ]?id|job[-_ ]?ref(?:erence)?|job[-_ ]?number|req(?:uisition)?[-_ ]?id|gh_jid|reference)[=/:]([\w-]+)/i;
const JOB_PATH = /\/(?:jobs?|positions?|vacanc(?:y|ies)|openings?)\/([^/?]*\d[^/?]*)/i;
const DIGITS = /\d+/;

function genericJobId(url: URL): string | undefined {
  let text: string;
  try {
    text = decodeURIComponent(url.pathname + url.search);
  } catch {
    text = url.pathname + url.search;
  }
  return NAMED_ID.exec(text)?.[1] ?? JOB_PATH.exec(text)?.[1] ?? DIGITS.exec(text)?.[0];
}

const parameterName = (pair: string): string => {
  const name = (pair.split('=')[0] ?? '').replace(/\+/g, ' ');
  try {
    return decodeURIComponent(name);
  } catch {
    return name;
  }
};

function normalize(url: URL, siteTracking?: readonly string[]): string {
  const clean = new URL(url.href);
  clean.hash = '';
  clean.username = '';
  clean.password = '';
  // Filtering the raw pairs keeps the query's own spelling (URLSearchParams would re-encode it).
  const kept = url.search
    .slice(1)
    .split('&')
    .filter((pair) => pair !== '' && !isTrackingParam(parameterName(pair), siteTracking));
  clean.search = kept.length > 0 ? `?${kept.join('&')}` : '';
  // The WHATWG parser already lower-cases the host and drops the scheme's default port.
  return clean.href;
}

/**
 * Checks a job link and reads which site and which job it names. Pure: the SPA runs it before
 * sending, the jobs service again before fetching (and stores the normalized `url`).
 */
export function parseJobUrl(input: string): TParsedJobUrl | TJobUrlRefusal {
  const text = input.trim();
  if (!isHttpUrl(text)) return { ok: false, reason: 'invalid-url', message: MSG_URL_INVALID };
  const url = new URL(text);
  const host = url.hostname;
  const rule = SITE_RULES.find((candidate) => candidate.matchesHost(host));
  const site = rule?.site ?? host.replace(/^www\./, '');
  const jobId = rule ? rule.jobId(url) : genericJobId(url);
  if (!jobId) return { ok: false, reason: 'no-job-id', message: msgJobIdNotFound(site) };
  return { ok: true, url: normalize(url, rule?.tracking), site, jobId };
}
