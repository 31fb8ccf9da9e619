import { parseJobUrl } from '@hirerelay/domain';

/**
 * The link check the import box and dialog run before asking the server (a convenience: the
 * server checks again with the same rules): the spec's message for a refused link (`Please enter
 * a valid URL`, or no job id found for the site), or null for one worth looking up.
 */
export function jobUrlError(url: string): string | null {
  const parsed = parseJobUrl(url);
  return parsed.ok ? null : parsed.message;
}
