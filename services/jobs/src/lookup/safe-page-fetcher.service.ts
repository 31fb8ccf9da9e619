import { lookup as dnsLookup } from 'node:dns/promises';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import zlib from 'node:zlib';
import { classifyAddress, type TAddressClass } from './address-policy.rules.js';
import { effectivePort, isAllowedHost, parseAllowedHost, type TAllowedHost } from './allowed-hosts.rules.js';
import { decodePage, type TPageBytes } from './page-decoding.util.js';

/**
 * Fetches a job page named by a user: an SSRF boundary. A user's link must not make the service
 * talk to itself, the private network or a cloud metadata endpoint, so before every connection
 * (the first and each redirect) the host name is resolved once, EVERY address is checked, and the
 * socket is opened to those checked addresses only (the request's `lookup` hands them back
 * instead of asking DNS again, so a second, different DNS answer cannot slip in). Bounded in time
 * (one deadline over all hops), size and type.
 */

/** The limits of a job page lookup: 5 s in all, 2 MB, 3 redirects, HTML only. */
export const PAGE_FETCH_LIMITS = {
  timeoutMs: 5_000,
  maxBytes: 2 * 1024 * 1024,
  maxRedirects: 3,
} as const;

const HTML_TYPES = new Set(['text/html', 'application/xhtml+xml']);
const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const USER_AGENT = 'Mozilla/5.0 (compatible; HireRelay-JobLookup/1.0)';

export type TResolvedAddress = { address: string; family: number };
/** Every address a host name resolves to (the system resolver by default; tests inject one). */
export type TResolveHost = (hostname: string) => Promise<TResolvedAddress[]>;

export type TPageFetchOptions = {
  /**
   * Tests and local development only (JOB_FETCH_ALLOWED_HOSTS): hosts (any port) or `host:port`
   * entries (that port only) let through the address and port rules, so fixture or sample pages
   * on 127.0.0.1 can be fetched. Empty in production. See allowed-hosts.rules.ts.
   */
  allowedHosts?: readonly string[];
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
  resolve?: TResolveHost;
};

export type TPageFetchFailure =
  | 'scheme'
  | 'port'
  | 'address'
  | 'dns'
  | 'redirects'
  | 'status'
  | 'not-html'
  | 'too-large'
  | 'timeout'
  | 'network';

/** Why a page was not fetched; `detail` is for the log only (it may name an address). */
export class PageFetchError extends Error {
  constructor(
    readonly reason: TPageFetchFailure,
    readonly detail: string,
  ) {
    super(`page fetch refused (${reason}): ${detail}`);
    this.name = 'PageFetchError';
  }
}

export type TFetchedPage = { url: string; html: string };
/** The page as it came (decompressed), to be decoded where it is read (the extraction worker). */
export type TFetchedPageBytes = { url: string; page: TPageBytes };

const systemResolver: TResolveHost = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

const bareHost = (url: URL): string => url.hostname.replace(/^\[|\]$/g, '').toLowerCase();

export class SafePageFetcher {
  private readonly allowed: readonly TAllowedHost[];
  private readonly limits: { timeoutMs: number; maxBytes: number; maxRedirects: number };
  private readonly resolve: TResolveHost;

  constructor(options: TPageFetchOptions = {}) {
    this.allowed = (options.allowedHosts ?? []).map(parseAllowedHost);
    this.limits = {
      timeoutMs: options.timeoutMs ?? PAGE_FETCH_LIMITS.timeoutMs,
      maxBytes: options.maxBytes ?? PAGE_FETCH_LIMITS.maxBytes,
      maxRedirects: options.maxRedirects ?? PAGE_FETCH_LIMITS.maxRedirects,
    };
    this.resolve = options.resolve ?? systemResolver;
  }

  /** The HTML of the page at `url` after at most three checked redirects, or a PageFetchError. */
  async fetchPage(url: string): Promise<TFetchedPage> {
    const { url: finalUrl, page } = await this.fetchPageBytes(url);
    return { url: finalUrl, html: decodePage(page) };
  }

  /** As fetchPage, the body left as bytes: decoding 2 MB is the extraction worker's work, not the event loop's. */
  async fetchPageBytes(url: string): Promise<TFetchedPageBytes> {
    const deadline = new AbortController();
    const timer = setTimeout(
      () => deadline.abort(new PageFetchError('timeout', `no page within ${this.limits.timeoutMs} ms`)),
      this.limits.timeoutMs,
    );
    try {
      return await this.follow(url, deadline.signal);
    } catch (error) {
      if (deadline.signal.aborted) throw deadline.signal.reason as PageFetchError;
      if (error instanceof PageFetchError) throw error;
      throw new PageFetchError('network', error instanceof Error ? error.message : String(error));
    } finally {
      clearTimeout(timer);
    }
  }

  private async follow(start: string, signal: AbortSignal): Promise<TFetchedPageBytes> {
    let current = start;
    for (let redirects = 0; ; redirects += 1) {
      const target = parseTarget(current);
      const addresses = await this.checkedAddresses(target, signal);
      const response = await send(target, addresses, signal);
      const location = response.headers.location;
      if (REDIRECTS.has(response.statusCode ?? 0) && location) {
        response.destroy();
        if (redirects >= this.limits.maxRedirects) {
          throw new PageFetchError('redirects', `more than ${this.limits.maxRedirects} redirects`);
        }
        current = new URL(location, target).href;
        continue;
      }
      return { url: target.href, page: await this.readHtml(response, signal) };
    }
  }

  /** Resolves the host once and refuses it unless every address is public (or test-allowed). */
  private async checkedAddresses(target: URL, signal: AbortSignal): Promise<TResolvedAddress[]> {
    const host = bareHost(target);
    const literal = classifyAddress(host) !== 'invalid';
    const addresses = literal
      ? [{ address: host, family: host.includes(':') ? 6 : 4 }]
      : await raceAbort(this.resolve(host), signal).catch((error: unknown) => {
          if (signal.aborted) throw error;
          throw new PageFetchError('dns', `${host} did not resolve`);
        });
    if (addresses.length === 0) throw new PageFetchError('dns', `${host} has no address`);
    // Allowed by name, or every address allowed; an entry with a port passes that port only, so a
    // redirect from an allowed page to another local port is judged by the rules below.
    const port = effectivePort(target);
    if (
      isAllowedHost(this.allowed, host, port) ||
      addresses.every(({ address }) => isAllowedHost(this.allowed, address, port))
    ) {
      return addresses;
    }
    // The URL parser leaves `port` empty exactly when it is the scheme's default (80, 443).
    if (target.port !== '') {
      throw new PageFetchError('port', `port ${target.port} of ${host} is not a default port`);
    }
    for (const { address } of addresses) {
      const kind: TAddressClass = classifyAddress(address);
      if (kind !== 'public') throw new PageFetchError('address', `${host} resolves to ${address} (${kind})`);
    }
    return addresses;
  }

  private async readHtml(response: IncomingMessage, signal: AbortSignal): Promise<TPageBytes> {
    const status = response.statusCode ?? 0;
    if (status < 200 || status > 299) {
      response.destroy();
      throw new PageFetchError('status', `status ${status}`);
    }
    const contentType = response.headers['content-type'] ?? '';
    const mediaType = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
    if (!HTML_TYPES.has(mediaType)) {
      response.destroy();
      throw new PageFetchError('not-html', `content type "${contentType}"`);
    }
    const declared = Number(response.headers['content-length']);
    if (Number.isFinite(declared) && declared > this.limits.maxBytes) {
      response.destroy();
      throw new PageFetchError('too-large', `declared ${declared} bytes`);
    }
    const body = await readCapped(decoded(response), this.limits.maxBytes, signal);
    return { body, contentType };
  }
}

function parseTarget(text: string): URL {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new PageFetchError('scheme', 'not a URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new PageFetchError('scheme', `scheme ${url.protocol}`);
  }
  return url;
}

/** A `lookup` for the socket that answers with the addresses already checked, never asking DNS. */
function pinnedLookup(addresses: TResolvedAddress[]): LookupFunction {
  return (_hostname, options, callback) => {
    const wanted = options.family === 4 || options.family === 6 ? options.family : undefined;
    const usable = wanted ? addresses.filter((entry) => entry.family === wanted) : addresses;
    const first = usable[0];
    if (!first) {
      callback(Object.assign(new Error('no checked address of that family'), { code: 'ENOTFOUND' }), '', 0);
    } else if (options.all) {
      callback(null, usable);
    } else {
      callback(null, first.address, first.family);
    }
  };
}

function send(target: URL, addresses: TResolvedAddress[], signal: AbortSignal): Promise<IncomingMessage> {
  const client = target.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      {
        protocol: target.protocol,
        hostname: bareHost(target),
        port: target.port || undefined,
        path: `${target.pathname}${target.search}`,
        method: 'GET',
        headers: {
          host: target.host,
          'user-agent': USER_AGENT,
          accept: 'text/html,application/xhtml+xml;q=0.9',
          'accept-encoding': 'gzip, deflate, br',
        },
        lookup: pinnedLookup(addresses),
        // A fresh connection per request: a pooled socket could be one opened for another address.
        agent: false,
        signal,
      },
      resolve,
    );
    request.on('error', reject);
    request.end();
  });
}

// Compressed bodies are inflated here so that the size cap applies to what is parsed (a small
// gzip bomb must not turn into gigabytes of HTML).
function decoded(response: IncomingMessage): NodeJS.ReadableStream {
  const encoding = (response.headers['content-encoding'] ?? 'identity').trim().toLowerCase();
  const inflater =
    encoding === 'gzip' || encoding === 'x-gzip'
      ? zlib.createGunzip()
      : encoding === 'deflate'
        ? zlib.createInflate()
        : encoding === 'br'
          ? zlib.createBrotliDecompress()
          : undefined;
  if (!inflater) return response;
  response.on('error', (error) => inflater.destroy(error));
  inflater.on('close', () => response.destroy());
  return response.pipe(inflater);
}

function readCapped(stream: NodeJS.ReadableStream, maxBytes: number, signal: AbortSignal): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const stop = (error: Error): void => {
      (stream as NodeJS.ReadableStream & { destroy(): void }).destroy();
      reject(error);
    };
    signal.addEventListener('abort', () => stop(signal.reason as Error), { once: true });
    stream.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) stop(new PageFetchError('too-large', `over ${maxBytes} bytes`));
      else chunks.push(chunk);
    });
    stream.on('error', (error: Error) => reject(error));
    stream.on('end', () => resolve(Buffer.concat(chunks)));
  });
}

function raceAbort<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise((resolve, reject) => {
    const onAbort = (): void => reject(signal.reason as Error);
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}
