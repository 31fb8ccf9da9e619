/**
 * A browser-like HTTP client for tests: keeps cookies per path, sends the CSRF header the way the
 * SPA does, and returns status, headers and parsed body.
 */
export interface HttpResult<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

interface StoredCookie {
  value: string;
  path: string;
  attributes: string;
}

export class HttpSession {
  private readonly cookies = new Map<string, StoredCookie>();

  constructor(readonly baseUrl: string) {}

  cookie(name: string): StoredCookie | undefined {
    return this.cookies.get(name);
  }

  /** Sets or overrides a cookie, e.g. to replay a stolen token. */
  setCookie(name: string, value: string, path = '/'): void {
    this.cookies.set(name, { value, path, attributes: '' });
  }

  forget(name: string): void {
    this.cookies.delete(name);
  }

  /**
   * The CSRF token as the SPA sends it: the current cookie's value, read before every request (the
   * gateway re-issues it whenever the session changes), fetched only when there is none. The
   * cookie is `__Host-csrf` when the gateway's cookies are Secure, `csrf` otherwise.
   */
  async csrf(): Promise<string> {
    const existing = this.csrfCookie();
    if (existing) return existing.value;
    await this.request('GET', '/api/auth/csrf', { csrf: false });
    return this.csrfCookie()!.value;
  }

  private csrfCookie(): StoredCookie | undefined {
    return this.cookies.get('__Host-csrf') ?? this.cookies.get('csrf');
  }

  get<T = unknown>(path: string): Promise<HttpResult<T>> {
    return this.request<T>('GET', path);
  }

  post<T = unknown>(path: string, json?: unknown): Promise<HttpResult<T>> {
    return this.request<T>('POST', path, { json });
  }

  patch<T = unknown>(path: string, json?: unknown): Promise<HttpResult<T>> {
    return this.request<T>('PATCH', path, { json });
  }

  delete<T = unknown>(path: string): Promise<HttpResult<T>> {
    return this.request<T>('DELETE', path);
  }

  async request<T = unknown>(
    method: string,
    path: string,
    options: {
      json?: unknown;
      form?: FormData;
      /** A body sent as it is, with whatever content-type the headers give. */
      body?: string;
      csrf?: boolean;
      headers?: Record<string, string>;
    } = {},
  ): Promise<HttpResult<T>> {
    const headers: Record<string, string> = { ...options.headers };
    const unsafe = !['GET', 'HEAD', 'OPTIONS'].includes(method);
    if (unsafe && options.csrf !== false) headers['x-csrf-token'] = await this.csrf();
    let body: FormData | string | undefined;
    if (options.form) body = options.form;
    else if (options.body !== undefined) body = options.body;
    else if (options.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.json);
    }
    const cookieHeader = this.cookieHeaderFor(path);
    if (cookieHeader) headers.cookie = cookieHeader;
    const response = await fetch(new URL(path, this.baseUrl), { method, headers, body, redirect: 'manual' });
    this.remember(response.headers.getSetCookie());
    const text = await response.text();
    let parsed: unknown = text;
    if ((response.headers.get('content-type') ?? '').includes('application/json') && text)
      parsed = JSON.parse(text);
    return { status: response.status, headers: response.headers, body: parsed as T, text };
  }

  /** The Cookie header this session sends to `path` (for raw requests built outside this class). */
  cookieHeaderFor(path: string): string {
    return [...this.cookies.entries()]
      .filter(([, cookie]) => path.startsWith(cookie.path))
      .map(([name, cookie]) => `${name}=${cookie.value}`)
      .join('; ');
  }

  private remember(setCookies: string[]): void {
    for (const line of setCookies) {
      const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
      const index = pair.indexOf('=');
      const name = pair.slice(0, index);
      const value = pair.slice(index + 1);
      const path = attributes.find((a) => a.toLowerCase().startsWith('path='))?.slice(5) ?? '/';
      const expired =
        value === '' ||
        attributes.some((a) => /^max-age=0$/i.test(a)) ||
        attributes.some((a) => /^expires=/i.test(a) && new Date(a.slice(8)).getTime() < Date.now());
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, { value, path, attributes: attributes.join('; ') });
    }
  }
}

/** A minimal valid PDF of about the given size (for upload tests). */
export function makePdf(padToBytes = 0): Buffer {
  const head = '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n';
  const tail = 'trailer << /Root 1 0 R >>\n%%EOF\n';
  const padding = Math.max(0, padToBytes - head.length - tail.length);
  return Buffer.concat([Buffer.from(head), Buffer.alloc(padding, 0x20), Buffer.from(tail)]);
}
