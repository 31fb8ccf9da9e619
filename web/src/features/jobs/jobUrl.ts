import { isHttpUrl, MSG_URL_INVALID } from '@hirerelay/domain';

/**
 * The link check the import box and dialog run before asking the server (a convenience: the
 * server checks again): the spec's message for a refused link, or null for one worth looking up.
 */
export function jobUrlError(url: string): string | null {
  return isHttpUrl(url.trim()) ? null : MSG_URL_INVALID;
}
