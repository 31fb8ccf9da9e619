import { isIPv6 } from 'node:net';

/**
 * The entries of JOB_FETCH_ALLOWED_HOSTS, the exception to the job-page fetch's SSRF rules that
 * tests and local development use (never production). An entry is a host name or address, which
 * lets it through on any port (what the tests' throwaway servers on random ports need), or
 * `host:port` (`[v6]:port` for IPv6), which lets only that one origin through: `npm start` allows
 * its sample job pages on 127.0.0.1:8093 and nothing else on this machine.
 */
export type TAllowedHost = {
  /** Lower case, without the brackets of an IPv6 address. */
  host: string;
  /** null: any port. */
  port: number | null;
};

const BRACKETED = /^\[([^\]]+)\](?::(\d+))?$/;
const HOST_AND_PORT = /^([^:]+):(\d+)$/;

/** One entry, or an Error naming it when it is neither a host nor `host:port`. */
export function parseAllowedHost(entry: string): TAllowedHost {
  const text = entry.trim().toLowerCase();
  const bracketed = BRACKETED.exec(text);
  const withPort = bracketed ?? HOST_AND_PORT.exec(text);
  const host = withPort ? withPort[1] : text;
  const portText = withPort ? withPort[2] : undefined;
  const port = portText === undefined ? null : Number(portText);
  // A colon in the host is only right in an IPv6 address (bare, or in brackets before a port).
  const validHost = !!host && !/[\s/\\@[\]]/.test(host) && (!host.includes(':') || isIPv6(host));
  if (!validHost || (port !== null && (port < 1 || port > 65_535))) {
    throw new Error(`"${entry}" is not a host or host:port`);
  }
  return { host, port };
}

/** The port a URL connects to: its own, or its scheme's default (the URL parser leaves those out). */
export const effectivePort = (url: URL): number =>
  url.port !== '' ? Number(url.port) : url.protocol === 'https:' ? 443 : 80;

/** Whether `host` (a name or an address, bare) on `port` is one of the allowed entries. */
export const isAllowedHost = (allowed: readonly TAllowedHost[], host: string, port: number): boolean =>
  allowed.some((entry) => entry.host === host.toLowerCase() && (entry.port === null || entry.port === port));
