import createClient from 'openapi-fetch';
import { describe, expect, it, vi } from 'vitest';
import type { ApiPaths } from './client';
import { createSessionMiddleware, type SessionMiddlewareOptions } from './session-middleware';

interface Call {
  method: string;
  path: string;
  csrf: string | null;
  body: string;
}

/** A stand-in gateway: answers by path, and records what each request carried. */
function fakeGateway(answer: (call: Call, attempt: number) => Response, cookies = { value: '' }) {
  const calls: Call[] = [];
  const fetch: SessionMiddlewareOptions['fetch'] = async (input, init) => {
    const request = new Request(new URL(typeof input === 'string' ? input : input.url, 'http://app.test'), {
      ...(typeof input === 'string' ? {} : { method: input.method, headers: input.headers }),
      ...init,
      ...(typeof input !== 'string' && input.body ? { body: await input.text() } : {}),
    });
    const call: Call = {
      method: request.method,
      path: new URL(request.url).pathname,
      csrf: request.headers.get('X-CSRF-Token'),
      body: await request.text(),
    };
    calls.push(call);
    if (call.path === '/api/auth/csrf') {
      cookies.value = 'csrf=fresh-token';
      return Response.json({ token: 'fresh-token' });
    }
    return answer(call, calls.filter((c) => c.path === call.path).length);
  };
  return { calls, fetch, cookies };
}

function clientFor(gateway: ReturnType<typeof fakeGateway>, onSessionLost = vi.fn()) {
  const client = createClient<ApiPaths>({ baseUrl: 'http://app.test', fetch: gateway.fetch });
  client.use(
    createSessionMiddleware({
      fetch: gateway.fetch,
      readCookies: () => gateway.cookies.value,
      onSessionLost,
    }),
  );
  return { client, onSessionLost };
}

const profile = { fullName: 'Ada Lovelace' };

describe('session middleware', () => {
  it('sends the csrf cookie back as a header on state-changing requests only', async () => {
    const gateway = fakeGateway(() => Response.json(profile), { value: 'csrf=from-cookie' });
    const { client } = clientFor(gateway);

    await client.GET('/api/profile');
    await client.PATCH('/api/profile', { body: { fullName: 'Ada Lovelace' } });

    expect(gateway.calls.map(({ method, csrf }) => [method, csrf])).toEqual([
      ['GET', null],
      ['PATCH', 'from-cookie'],
    ]);
  });

  it('fetches a csrf token first when the cookie is missing', async () => {
    const gateway = fakeGateway(() => Response.json({ user: {} }));
    const { client } = clientFor(gateway);

    await client.POST('/api/auth/login', { body: { email: 'a@example.com', password: 'x' } });

    expect(gateway.calls.map(({ path, csrf }) => [path, csrf])).toEqual([
      ['/api/auth/csrf', null],
      ['/api/auth/login', 'fresh-token'],
    ]);
  });

  it('refreshes once on a 401 and retries the request with its body', async () => {
    const gateway = fakeGateway(
      (call, attempt) => {
        if (call.path === '/api/auth/refresh') return Response.json({ user: {} });
        return attempt === 1 ? new Response(null, { status: 401 }) : Response.json(profile);
      },
      { value: 'csrf=t' },
    );
    const { client, onSessionLost } = clientFor(gateway);

    const { data } = await client.PATCH('/api/profile', { body: { fullName: 'Ada Lovelace' } });

    expect(data).toEqual(profile);
    expect(gateway.calls.map(({ method, path }) => `${method} ${path}`)).toEqual([
      'PATCH /api/profile',
      'POST /api/auth/refresh',
      'PATCH /api/profile',
    ]);
    expect(gateway.calls[2]?.body).toBe(JSON.stringify({ fullName: 'Ada Lovelace' }));
    expect(gateway.calls[2]?.csrf).toBe('t');
    expect(onSessionLost).not.toHaveBeenCalled();
  });

  it('shares one refresh between requests that fail together', async () => {
    const gateway = fakeGateway(
      (call, attempt) => {
        if (call.path === '/api/auth/refresh') return Response.json({ user: {} });
        if (call.path === '/api/me')
          return attempt === 1 ? new Response(null, { status: 401 }) : Response.json({});
        return attempt === 1 ? new Response(null, { status: 401 }) : Response.json(profile);
      },
      { value: 'csrf=t' },
    );
    const { client } = clientFor(gateway);

    await Promise.all([client.GET('/api/me'), client.GET('/api/profile')]);

    expect(gateway.calls.filter((call) => call.path === '/api/auth/refresh')).toHaveLength(1);
  });

  it('reports the session as lost when the refresh is refused', async () => {
    const gateway = fakeGateway(() => new Response(null, { status: 401 }), { value: 'csrf=t' });
    const { client, onSessionLost } = clientFor(gateway);

    const { response } = await client.GET('/api/me');

    expect(response.status).toBe(401);
    expect(onSessionLost).toHaveBeenCalledOnce();
  });

  it('refreshes for change-password, which is an auth route behind the access cookie', async () => {
    const gateway = fakeGateway(
      (call, attempt) => {
        if (call.path === '/api/auth/refresh') return Response.json({ user: {} });
        return attempt === 1 ? new Response(null, { status: 401 }) : Response.json({ ok: true });
      },
      { value: 'csrf=t' },
    );
    const { client } = clientFor(gateway);

    const { response } = await client.POST('/api/auth/change-password', {
      body: { currentPassword: 'old-password-1', newPassword: 'new-password-1' },
    });

    expect(response.status).toBe(200);
    expect(gateway.calls.map((call) => call.path)).toEqual([
      '/api/auth/change-password',
      '/api/auth/refresh',
      '/api/auth/change-password',
    ]);
  });

  it('reads the token from __Host-csrf when the gateway uses secure cookies', async () => {
    const gateway = fakeGateway(() => Response.json(profile), { value: 'other=1; __Host-csrf=secure-token' });
    const { client } = clientFor(gateway);

    await client.PATCH('/api/profile', { body: { fullName: 'Ada Lovelace' } });

    expect(gateway.calls.map(({ path, csrf }) => [path, csrf])).toEqual([['/api/profile', 'secure-token']]);
  });

  it('resends a request once with the new cookie when the gateway refuses a stale csrf token', async () => {
    const cookies = { value: 'csrf=from-before-sign-in' };
    const refusal = { error: { code: 'FORBIDDEN', message: 'Invalid or missing CSRF token.' } };
    const gateway = fakeGateway((call, attempt) => {
      if (attempt > 1) return Response.json({ user: {} });
      // The gateway re-issues a token that fits the session together with its refusal.
      cookies.value = 'csrf=bound-to-session';
      return Response.json(refusal, { status: 403 });
    }, cookies);
    const { client } = clientFor(gateway);

    const { response } = await client.POST('/api/auth/login', {
      body: { email: 'a@example.com', password: 'x' },
    });

    expect(response.status).toBe(200);
    expect(gateway.calls.map(({ path, csrf, body }) => [path, csrf, body])).toEqual([
      ['/api/auth/login', 'from-before-sign-in', JSON.stringify({ email: 'a@example.com', password: 'x' })],
      ['/api/auth/login', 'bound-to-session', JSON.stringify({ email: 'a@example.com', password: 'x' })],
    ]);
  });

  it('does not resend on other refusals, nor more than once', async () => {
    const forbidden = fakeGateway(() => Response.json({ error: { code: 'FORBIDDEN' } }, { status: 403 }), {
      value: 'csrf=t',
    });
    await clientFor(forbidden).client.PATCH('/api/profile', { body: { fullName: 'x' } });
    expect(forbidden.calls).toHaveLength(1);

    const cookies = { value: 'csrf=t0' };
    let issued = 0;
    const alwaysStale = fakeGateway(() => {
      issued += 1;
      cookies.value = `csrf=t${String(issued)}`;
      return Response.json({ error: { code: 'FORBIDDEN' } }, { status: 403 });
    }, cookies);
    const { response } = await clientFor(alwaysStale).client.PATCH('/api/profile', {
      body: { fullName: 'x' },
    });
    expect(response.status).toBe(403);
    expect(alwaysStale.calls).toHaveLength(2);
  });

  it('leaves a 401 from the session routes alone (wrong password is not an expired session)', async () => {
    const gateway = fakeGateway(() => new Response(null, { status: 401 }), { value: 'csrf=t' });
    const { client, onSessionLost } = clientFor(gateway);

    await client.POST('/api/auth/login', { body: { email: 'a@example.com', password: 'wrong' } });

    expect(gateway.calls.map((call) => call.path)).toEqual(['/api/auth/login']);
    expect(onSessionLost).not.toHaveBeenCalled();
  });
});
