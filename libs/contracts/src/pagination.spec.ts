import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ZAdminUsersQuery, ListUsersRpc } from './identity/admin-users.js';
import {
  AdminListPostsRpc,
  ListPublishedPostsRpc,
  ZAdminPostsQuery,
  ZPublishedPostsQuery,
} from './content/blog.js';
import { INVALID_CURSOR, PAGE_LIMITS } from './page-limits.js';
import { ZPage, ZPageQuery, ZPageRequest } from './pagination.js';

const LIMITS = { default: 20, max: 100 };
const fieldsOf = (result: z.ZodSafeParseResult<unknown>) =>
  result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));

describe('ZPageRequest (RPC side)', () => {
  const schema = ZPageRequest(LIMITS);

  it('asks for the default page when no limit is given', () => {
    expect(schema.parse({})).toEqual({ limit: 20 });
  });

  it('accepts limits from 1 to the maximum and refuses the rest', () => {
    expect(schema.parse({ limit: 1 }).limit).toBe(1);
    expect(schema.parse({ limit: 100 }).limit).toBe(100);
    for (const limit of [0, -1, 101, 1.5, '10', null]) {
      expect(schema.safeParse({ limit }).success, String(limit)).toBe(false);
    }
  });

  it('refuses a cursor no service could have issued, with the message services give', () => {
    for (const cursor of ['', 'a'.repeat(201), 'not a cursor', 'abc=', 'a/b+c', 42]) {
      const result = schema.safeParse({ cursor });
      expect(result.success, String(cursor)).toBe(false);
      if (typeof cursor === 'string') expect(fieldsOf(result)).toEqual({ cursor: INVALID_CURSOR });
    }
    const issued = Buffer.from(JSON.stringify(['2026-01-01T00:00:00.000Z', crypto.randomUUID()])).toString(
      'base64url',
    );
    expect(schema.parse({ cursor: issued })).toEqual({ cursor: issued, limit: 20 });
    expect(schema.parse({ cursor: 'a'.repeat(200) }).cursor).toHaveLength(200);
  });
});

describe('ZPageQuery (HTTP query string side)', () => {
  const schema = ZPageQuery(LIMITS);

  it('reads the limit from text with the same bounds and default', () => {
    expect(schema.parse({})).toEqual({ limit: 20 });
    expect(schema.parse({ limit: '7', cursor: 'abc' })).toEqual({ limit: 7, cursor: 'abc' });
    for (const limit of ['0', '101', '1.5', 'NaN', 'ten', '']) {
      expect(schema.safeParse({ limit }).success, limit).toBe(false);
    }
    expect(fieldsOf(schema.safeParse({ cursor: '%%%' }))).toEqual({ cursor: INVALID_CURSOR });
  });
});

describe('ZPage', () => {
  it('is `{ items, nextCursor }` with a null cursor on the last page', () => {
    const schema = ZPage(z.object({ id: z.string() }));
    expect(schema.parse({ items: [{ id: 'a' }], nextCursor: null })).toEqual({
      items: [{ id: 'a' }],
      nextCursor: null,
    });
    expect(schema.safeParse({ items: [{ id: 1 }], nextCursor: null }).success).toBe(false);
    expect(schema.safeParse({ items: [] }).success).toBe(false);
  });
});

describe('every list uses one set of page limits', () => {
  it.each([
    ['admin users', PAGE_LIMITS.adminUsers, ZAdminUsersQuery, ListUsersRpc.request],
    ['published posts', PAGE_LIMITS.publishedPosts, ZPublishedPostsQuery, ListPublishedPostsRpc.request],
    ['admin posts', PAGE_LIMITS.adminPosts, ZAdminPostsQuery, AdminListPostsRpc.request],
  ] as const)('%s: the query string and the RPC agree on default and maximum', (_, limits, query, rpc) => {
    const actorId = crypto.randomUUID();
    expect(query.parse({}).limit).toBe(limits.default);
    expect(rpc.parse({ actorId }).limit).toBe(limits.default);
    expect(query.parse({ limit: String(limits.max) }).limit).toBe(limits.max);
    expect(rpc.parse({ actorId, limit: limits.max }).limit).toBe(limits.max);
    expect(query.safeParse({ limit: String(limits.max + 1) }).success).toBe(false);
    expect(rpc.safeParse({ actorId, limit: limits.max + 1 }).success).toBe(false);
  });
});
