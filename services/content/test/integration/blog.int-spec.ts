import { randomUUID } from 'node:crypto';
import {
  AdminGetPostRpc,
  AdminListPostsRpc,
  ContentMessages,
  CreatePostRpc,
  DeletePostRpc,
  ErrorCode,
  GetPublishedPostRpc,
  ListPublishedPostsRpc,
  LoginRpc,
  LookupUsersRpc,
  REQUEST_ID_HEADER,
  SignupRpc,
  UpdatePostRpc,
  UpdateProfileRpc,
  UpdateUserRpc,
  type TAdminBlogPost,
  type TBlogPostSummary,
} from '@hirerelay/contracts';
import { MSG_BLOG_SLUG_INVALID, MSG_BLOG_TITLE_REQUIRED, type TBlogPostFormInput } from '@hirerelay/domain';
import { requestContext } from '@hirerelay/nest-common';
import {
  createAdmin,
  identityDatabaseUrl,
  readLogLines,
  type RunningApp,
  TEST_PASSWORD,
  testLogDir,
  uniqueEmail,
  postForm,
  uniqueSlug,
} from '@hirerelay/testing';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  connectContent,
  expectRefusal,
  rawRequest,
  startContentProcess,
  startIdentity,
  type ContentHarness,
} from '../support/content-process.js';

const backing = inject('backing');
const logDir = testLogDir('content-blog');
const ADMIN_NAME = 'Ada Admin';
let content: ContentHarness;
let identityApp: RunningApp | undefined;
let contentApp: RunningApp | undefined;
let adminId: string;
/** A second admin without a name on their profile. */
let unnamedAdminId: string;
let userId: string;
let cancelledAdminId: string;

async function adminAccount(): Promise<string> {
  const admin = await createAdmin(identityDatabaseUrl(backing), { email: uniqueEmail('blog-admin') });
  return (await content.rpc.request(LoginRpc, admin)).user.id;
}

const create = (overrides: Partial<TBlogPostFormInput> = {}, actorId = adminId) =>
  content.rpc.request(CreatePostRpc, { actorId, post: postForm(overrides) });

/** Long enough for the next save to get a later millisecond. */
const tick = () => new Promise((resolve) => setTimeout(resolve, 15));

async function storedRow(postId: string) {
  const { rows } = await content.db.query<{
    slug: string;
    title: string;
    published: boolean;
    published_at: Date | null;
    author_id: string;
  }>(
    'SELECT slug, title, published, published_at, author_id::text AS author_id FROM blog_posts WHERE id = $1',
    [postId],
  );
  return rows[0];
}

async function publicListAll(limit: number) {
  const items: TBlogPostSummary[] = [];
  let cursor: string | undefined;
  let pages = 0;
  do {
    const page = await content.rpc.request(ListPublishedPostsRpc, { limit, ...(cursor ? { cursor } : {}) });
    items.push(...page.items);
    cursor = page.nextCursor ?? undefined;
    pages += 1;
  } while (cursor && pages < 100);
  return { items, pages };
}

beforeAll(async () => {
  content = await connectContent(backing);
  // Not the shared system: it starts only what it checks (identity and content), with settings of its own.
  identityApp = await startIdentity(backing, content.rpc, { logDir });
  contentApp = await startContentProcess(backing, content.rpc, logDir);
  adminId = await adminAccount();
  await content.rpc.request(UpdateProfileRpc, { userId: adminId, patch: { fullName: ADMIN_NAME } });
  unnamedAdminId = await adminAccount();
  cancelledAdminId = await adminAccount();
  await content.rpc.request(UpdateUserRpc, {
    userId: cancelledAdminId,
    actorId: adminId,
    status: 'cancelled',
  });
  userId = (
    await content.rpc.request(SignupRpc, {
      email: uniqueEmail('blog-reader'),
      password: TEST_PASSWORD,
      smsConsent: false,
    })
  ).user.id;
});

afterAll(async () => {
  await Promise.all([contentApp?.stop(), identityApp?.stop()]);
  await content?.stop();
});

describe('creating a post', () => {
  it('publishes a published post at the time of the save, authored by the admin who created it', async () => {
    const before = Date.now();
    const post = await create({ excerpt: '' });
    const after = Date.now();

    expect(post).toMatchObject({
      title: 'Ten tips for your résumé',
      excerpt: null,
      content: '# Tips\n\nKeep it short.',
      published: true,
      authorId: adminId,
      authorName: ADMIN_NAME,
    });
    const publishedAt = Date.parse(post.publishedAt!);
    expect(publishedAt).toBeGreaterThanOrEqual(before);
    expect(publishedAt).toBeLessThanOrEqual(after);
    expect(post.createdAt).toBe(post.publishedAt);
    expect(post.updatedAt).toBe(post.publishedAt);
    expect(await storedRow(post.id)).toEqual({
      slug: post.slug,
      title: post.title,
      published: true,
      published_at: new Date(post.publishedAt!),
      author_id: adminId,
    });
  });

  it("refuses invalid fields in the service itself, with the spec's messages, and stores nothing", async () => {
    const slug = uniqueSlug();
    const refusal = await rawRequest(content.nc, CreatePostRpc, {
      actorId: adminId,
      post: { ...postForm({ slug }), title: '   ' },
    });
    expect(refusal).toMatchObject({
      code: ErrorCode.Validation,
      fields: { 'post.title': MSG_BLOG_TITLE_REQUIRED },
    });
    const badSlug = await rawRequest(content.nc, CreatePostRpc, {
      actorId: adminId,
      post: postForm({ slug: 'Not A Slug' }),
    });
    expect(badSlug).toMatchObject({
      code: ErrorCode.Validation,
      fields: { 'post.slug': MSG_BLOG_SLUG_INVALID },
    });
    const { rowCount } = await content.db.query('SELECT 1 FROM blog_posts WHERE slug = $1', [slug]);
    expect(rowCount).toBe(0);
  });
});

describe('updating a post', () => {
  it("replaces the fields of another admin's post and keeps its author", async () => {
    const post = await create({}, unnamedAdminId);
    expect(post.authorName).toBeNull();
    const updated = await content.rpc.request(UpdatePostRpc, {
      actorId: adminId,
      postId: post.id,
      post: postForm({ slug: post.slug, excerpt: null, content: 'New body' }),
    });
    expect(updated).toMatchObject({
      authorId: unnamedAdminId,
      authorName: null,
      excerpt: null,
      content: 'New body',
    });
  });

  it('answers NOT_FOUND for an unknown post', async () => {
    await expectRefusal(
      content.rpc.request(UpdatePostRpc, { actorId: adminId, postId: randomUUID(), post: postForm() }),
      { code: ErrorCode.NotFound, message: ContentMessages.postNotFound },
    );
  });
});

describe('slugs', () => {
  const slugTaken = {
    code: ErrorCode.Conflict,
    message: ContentMessages.slugTaken,
    fields: { slug: ContentMessages.slugTaken },
  };

  it('refuses a second post with a taken slug, and a change to another post’s slug', async () => {
    const first = await create();
    await expectRefusal(create({ slug: first.slug, title: 'Copy' }), slugTaken);

    const second = await create({ published: false });
    await expectRefusal(
      content.rpc.request(UpdatePostRpc, {
        actorId: adminId,
        postId: second.id,
        post: postForm({ slug: first.slug, title: 'Renamed' }),
      }),
      slugTaken,
    );
    expect(await storedRow(second.id)).toMatchObject({ slug: second.slug, title: second.title });
    const { rows } = await content.db.query('SELECT id::text AS id FROM blog_posts WHERE slug = $1', [
      first.slug,
    ]);
    expect(rows).toEqual([{ id: first.id }]);

    // Saving a post under its own slug is no conflict.
    await content.rpc.request(UpdatePostRpc, {
      actorId: adminId,
      postId: first.id,
      post: postForm({ slug: first.slug, title: 'Same slug' }),
    });
  });
});

describe('admin list, get and delete', () => {
  it('lists every post, drafts included, newest created first, in keyset pages', async () => {
    const mine = [
      await create({ published: true }),
      await create({ published: false }),
      await create({ published: true }, unnamedAdminId),
    ];
    const first = await content.rpc.request(AdminListPostsRpc, { actorId: adminId, limit: 3 });
    expect(first.items.map((post) => post.id)).toEqual(mine.map((post) => post.id).reverse());
    expect(first.items.map((post) => post.authorName)).toEqual([null, ADMIN_NAME, ADMIN_NAME]);
    expect(first.nextCursor).not.toBeNull();

    const all: TAdminBlogPost[] = [];
    let cursor: string | undefined;
    do {
      const page = await content.rpc.request(AdminListPostsRpc, {
        actorId: adminId,
        limit: 2,
        ...(cursor ? { cursor } : {}),
      });
      expect(page.items.length).toBeLessThanOrEqual(2);
      all.push(...page.items);
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    const { rows } = await content.db.query<{ count: string }>('SELECT count(*) FROM blog_posts');
    expect(all).toHaveLength(Number(rows[0]!.count));
    expect(new Set(all.map((post) => post.id)).size).toBe(all.length);
    const created = all.map((post) => Date.parse(post.createdAt));
    expect(created).toEqual([...created].sort((a, b) => b - a));
  });

  it('refuses a cursor it did not issue', async () => {
    await expectRefusal(
      content.rpc.request(AdminListPostsRpc, { actorId: adminId, cursor: 'bm90LWEtY3Vyc29y' }),
      { code: ErrorCode.Validation, fields: { cursor: 'Invalid cursor' } },
    );
  });

  it('gets a draft with every field, and NOT_FOUND for an unknown post', async () => {
    const draft = await create({ published: false });
    expect(await content.rpc.request(AdminGetPostRpc, { actorId: adminId, postId: draft.id })).toEqual(draft);
    await expectRefusal(content.rpc.request(AdminGetPostRpc, { actorId: adminId, postId: randomUUID() }), {
      code: ErrorCode.NotFound,
      message: ContentMessages.postNotFound,
    });
  });

  it('deletes a post, which then is gone everywhere; deleting again is NOT_FOUND', async () => {
    const post = await create({ published: true });
    expect(await content.rpc.request(DeletePostRpc, { actorId: adminId, postId: post.id })).toEqual({
      deleted: true,
    });
    expect(await storedRow(post.id)).toBeUndefined();
    await expectRefusal(content.rpc.request(GetPublishedPostRpc, { slug: post.slug }), {
      code: ErrorCode.NotFound,
    });
    await expectRefusal(content.rpc.request(DeletePostRpc, { actorId: adminId, postId: post.id }), {
      code: ErrorCode.NotFound,
      message: ContentMessages.postNotFound,
    });
  });
});

describe('who may administer the blog', () => {
  const forbidden = { code: ErrorCode.Forbidden, message: ContentMessages.forbidden };

  it.each([
    ['a signed-in user who is not an admin', () => userId],
    ['an admin whose account is cancelled', () => cancelledAdminId],
    ['an unknown user', () => randomUUID()],
  ])('refuses %s on every admin call, and changes nothing', async (_label, actor) => {
    const actorId = actor();
    const post = await create({ published: false });
    const slug = uniqueSlug('forbidden');

    await expectRefusal(content.rpc.request(AdminListPostsRpc, { actorId }), forbidden);
    await expectRefusal(content.rpc.request(AdminGetPostRpc, { actorId, postId: post.id }), forbidden);
    await expectRefusal(content.rpc.request(CreatePostRpc, { actorId, post: postForm({ slug }) }), forbidden);
    await expectRefusal(
      content.rpc.request(UpdatePostRpc, {
        actorId,
        postId: post.id,
        post: postForm({ slug: post.slug, title: 'Hijacked' }),
      }),
      forbidden,
    );
    await expectRefusal(content.rpc.request(DeletePostRpc, { actorId, postId: post.id }), forbidden);
    // Unknown posts are refused the same way: a non-admin learns nothing about which ids exist.
    await expectRefusal(content.rpc.request(AdminGetPostRpc, { actorId, postId: randomUUID() }), forbidden);

    expect(await storedRow(post.id)).toMatchObject({ title: post.title, published: false });
    const { rowCount } = await content.db.query('SELECT 1 FROM blog_posts WHERE slug = $1', [slug]);
    expect(rowCount).toBe(0);
  });
});

describe('the public blog', () => {
  it('lists published posts only, newest published first, with authors’ names, in keyset pages', async () => {
    const older = await create({ published: true });
    await tick();
    const draft = await create({ published: false });
    const byUnnamed = await create({ published: true }, unnamedAdminId);
    await tick();
    const newest = await create({ published: true, excerpt: null });

    const first = await content.rpc.request(ListPublishedPostsRpc, { limit: 3 });
    expect(first.items).toEqual([
      {
        id: newest.id,
        title: newest.title,
        slug: newest.slug,
        excerpt: null,
        publishedAt: newest.publishedAt,
        authorName: ADMIN_NAME,
      },
      expect.objectContaining({ id: byUnnamed.id, authorName: null }),
      expect.objectContaining({ id: older.id, excerpt: older.excerpt, authorName: ADMIN_NAME }),
    ]);
    expect(first.nextCursor).not.toBeNull();

    const { items, pages } = await publicListAll(2);
    expect(pages).toBeGreaterThan(1);
    expect(new Set(items.map((post) => post.id)).size).toBe(items.length);
    expect(items.map((post) => post.id)).not.toContain(draft.id);
    const times = items.map((post) => Date.parse(post.publishedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const { rows } = await content.db.query<{ count: string }>(
      'SELECT count(*) FROM blog_posts WHERE published',
    );
    expect(items).toHaveLength(Number(rows[0]!.count));
  });

  it('shows a published post by slug with its body, and NOT_FOUND for a draft or an unknown slug', async () => {
    const post = await create({ published: true });
    expect(await content.rpc.request(GetPublishedPostRpc, { slug: post.slug })).toEqual({
      id: post.id,
      title: post.title,
      slug: post.slug,
      excerpt: post.excerpt,
      content: post.content,
      publishedAt: post.publishedAt,
      updatedAt: post.updatedAt,
      authorName: ADMIN_NAME,
    });

    const draft = await create({ published: false });
    const notFound = { code: ErrorCode.NotFound, message: ContentMessages.postNotFound };
    await expectRefusal(content.rpc.request(GetPublishedPostRpc, { slug: draft.slug }), notFound);
    await expectRefusal(content.rpc.request(GetPublishedPostRpc, { slug: uniqueSlug('missing') }), notFound);
  });

  it('refuses a cursor it did not issue', async () => {
    await expectRefusal(content.rpc.request(ListPublishedPostsRpc, { cursor: 'bm90LWEtY3Vyc29y' }), {
      code: ErrorCode.Validation,
      fields: { cursor: 'Invalid cursor' },
    });
  });
});

/**
 * The user lookups content sends identity while it serves `call`, seen by a plain (non-queue)
 * subscription beside identity's, told apart from other tests' by the call's request id.
 */
async function identityLookups(call: () => Promise<unknown>): Promise<string[][]> {
  const requestId = `lookups-${randomUUID()}`;
  const seen: string[][] = [];
  const subscription = content.nc.subscribe(LookupUsersRpc.subject, {
    callback: (_error, message) => {
      if (message.headers?.get(REQUEST_ID_HEADER) !== requestId) return;
      seen.push((message.json() as { data: { userIds: string[] } }).data.userIds);
    },
  });
  await content.nc.flush();
  await requestContext.run({ requestId }, call);
  await content.nc.flush();
  subscription.unsubscribe();
  return seen;
}

describe('asking identity', () => {
  it('asks once per admin call, for the actor and the authors it shows together', async () => {
    const othersPost = await create({ published: false }, unnamedAdminId);

    const listed = await identityLookups(() =>
      content.rpc.request(AdminListPostsRpc, { actorId: adminId, limit: 5 }),
    );
    expect(listed).toHaveLength(1);
    expect(listed[0]).toContain(adminId);
    expect(listed[0]).toContain(unnamedAdminId);

    const got = await identityLookups(() =>
      content.rpc.request(AdminGetPostRpc, { actorId: adminId, postId: othersPost.id }),
    );
    expect(got).toEqual([expect.arrayContaining([adminId, unnamedAdminId])]);

    let updated: TAdminBlogPost | undefined;
    const updates = await identityLookups(async () => {
      updated = await content.rpc.request(UpdatePostRpc, {
        actorId: adminId,
        postId: othersPost.id,
        post: postForm({ slug: othersPost.slug, title: 'Renamed by another admin' }),
      });
    });
    expect(updates).toEqual([expect.arrayContaining([adminId, unnamedAdminId])]);
    expect(updated).toMatchObject({ title: 'Renamed by another admin', authorId: unnamedAdminId });

    let created: TAdminBlogPost | undefined;
    expect(
      await identityLookups(async () => {
        created = await create();
      }),
    ).toEqual([[adminId]]);
    expect(created).toMatchObject({ authorId: adminId, authorName: ADMIN_NAME });

    expect(
      await identityLookups(() =>
        content.rpc.request(DeletePostRpc, { actorId: adminId, postId: created!.id }),
      ),
    ).toEqual([[adminId]]);
  });

  it('refuses a non-admin after that one request, whatever the call', async () => {
    const post = await create();
    for (const call of [
      () => content.rpc.request(AdminListPostsRpc, { actorId: userId }),
      () => content.rpc.request(AdminListPostsRpc, { actorId: userId, cursor: 'bm90LWEtY3Vyc29y' }),
      () => content.rpc.request(AdminGetPostRpc, { actorId: userId, postId: post.id }),
      () => content.rpc.request(UpdatePostRpc, { actorId: userId, postId: post.id, post: postForm() }),
      () => content.rpc.request(DeletePostRpc, { actorId: userId, postId: post.id }),
    ]) {
      const lookups = await identityLookups(() =>
        expectRefusal(call(), { code: ErrorCode.Forbidden, message: ContentMessages.forbidden }),
      );
      expect(lookups).toHaveLength(1);
    }
    expect(await storedRow(post.id)).toMatchObject({ title: post.title, slug: post.slug });
  });
});

// Last: it stops identity.
describe('while identity is down', () => {
  it('keeps the public blog up without authors’ names, and refuses admin calls', async () => {
    const post = await create({ published: true });
    await identityApp!.stop();

    const { items } = await content.rpc.request(ListPublishedPostsRpc, { limit: 5 });
    expect(items[0]).toMatchObject({ id: post.id, authorName: null });
    expect(await content.rpc.request(GetPublishedPostRpc, { slug: post.slug })).toMatchObject({
      id: post.id,
      content: post.content,
      authorName: null,
    });
    await expectRefusal(content.rpc.request(AdminListPostsRpc, { actorId: adminId }), {
      code: ErrorCode.ServiceUnavailable,
    });
    await expectRefusal(create(), { code: ErrorCode.ServiceUnavailable });

    const warnings = readLogLines(contentApp!.logFile).filter(
      (line) => line.msg === 'author names unavailable; shown without them',
    );
    expect(warnings.length).toBeGreaterThanOrEqual(2);
    expect(warnings[0]).toMatchObject({ level: 'warn' });
  });
});
