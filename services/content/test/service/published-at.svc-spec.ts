import {
  ContentMessages,
  CreatePostRpc,
  ErrorCode,
  ListPublishedPostsRpc,
  UpdatePostRpc,
  type TUserSummary,
} from '@hirerelay/contracts';
import type { TBlogPostFormInput } from '@hirerelay/domain';
import { expectRefusal, postForm, uniqueSlug } from '@hirerelay/testing';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { BlogAdminService } from '../../src/blog/blog-admin.service.js';
import { BlogService } from '../../src/blog/blog.service.js';
import { startContentModule, type ContentModule } from '../support/content-module.js';

// The spec's rule for `published_at`: the time of each save while published, null otherwise, so a
// re-saved published post moves to the top of the public list. Checked on a clock the test sets.
let content: ContentModule;
let admin: TUserSummary;
let blogAdmin: BlogAdminService;
let blog: BlogService;

beforeAll(async () => {
  content = await startContentModule();
  admin = content.newAdmin('Ada Admin');
  blogAdmin = content.app.get(BlogAdminService);
  blog = content.app.get(BlogService);
});
afterAll(async () => {
  await content?.close();
});
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-03-01T09:00:00.000Z') });
});
afterEach(() => {
  vi.useRealTimers();
});

const at = (iso: string) => vi.setSystemTime(new Date(iso));
const create = (overrides: Partial<TBlogPostFormInput> = {}) =>
  blogAdmin.create(CreatePostRpc.request.parse({ actorId: admin.id, post: postForm(overrides) }));
const update = (postId: string, overrides: Partial<TBlogPostFormInput>) =>
  blogAdmin.update(UpdatePostRpc.request.parse({ actorId: admin.id, postId, post: postForm(overrides) }));

async function storedPublishedAt(postId: string): Promise<Date | null | undefined> {
  const { rows } = await content.sql.query<{ published_at: Date | null }>(
    'SELECT published_at FROM blog_posts WHERE id = $1',
    [postId],
  );
  return rows[0]?.published_at;
}

describe('published_at', () => {
  it('is the time of the save when a post is created published', async () => {
    at('2026-03-01T09:00:00.000Z');
    const post = await create();
    expect(post).toMatchObject({
      published: true,
      publishedAt: '2026-03-01T09:00:00.000Z',
      createdAt: '2026-03-01T09:00:00.000Z',
      updatedAt: '2026-03-01T09:00:00.000Z',
      authorId: admin.id,
      authorName: 'Ada Admin',
    });
    expect(await storedPublishedAt(post.id)).toEqual(new Date('2026-03-01T09:00:00.000Z'));
  });

  it('is null for a draft, and for a post whose published flag is omitted', async () => {
    const draft = await create({ published: false });
    expect(draft).toMatchObject({ published: false, publishedAt: null });
    expect(await storedPublishedAt(draft.id)).toBeNull();

    const { published: _omitted, ...withoutFlag } = postForm();
    const omitted = await blogAdmin.create(
      CreatePostRpc.request.parse({ actorId: admin.id, post: withoutFlag }),
    );
    expect(omitted).toMatchObject({ published: false, publishedAt: null });
  });

  it('moves to each save while published, is cleared when unpublished and set again when republished', async () => {
    at('2026-03-01T09:00:00.000Z');
    const post = await create();

    at('2026-03-02T10:00:00.000Z');
    const resaved = await update(post.id, { slug: post.slug, title: 'Eleven tips' });
    expect(resaved).toMatchObject({
      title: 'Eleven tips',
      publishedAt: '2026-03-02T10:00:00.000Z',
      updatedAt: '2026-03-02T10:00:00.000Z',
      createdAt: '2026-03-01T09:00:00.000Z',
    });

    at('2026-03-03T11:00:00.000Z');
    const unpublished = await update(post.id, { slug: post.slug, published: false });
    expect(unpublished).toMatchObject({ publishedAt: null, updatedAt: '2026-03-03T11:00:00.000Z' });
    expect(await storedPublishedAt(post.id)).toBeNull();

    at('2026-03-04T12:00:00.000Z');
    const republished = await update(post.id, { slug: post.slug, published: true });
    expect(republished.publishedAt).toBe('2026-03-04T12:00:00.000Z');
    expect(await storedPublishedAt(post.id)).toEqual(new Date('2026-03-04T12:00:00.000Z'));
  });

  it('puts a re-saved published post at the top of the public list', async () => {
    at('2026-04-01T09:00:00.000Z');
    const first = await create({ title: 'First' });
    at('2026-04-02T09:00:00.000Z');
    const second = await create({ title: 'Second' });
    expect((await blog.listPublished(ListPublishedPostsRpc.request.parse({ limit: 1 }))).items[0]?.id).toBe(
      second.id,
    );

    at('2026-04-03T09:00:00.000Z');
    await update(first.id, { slug: first.slug, title: 'First, revised' });
    const { items } = await blog.listPublished(ListPublishedPostsRpc.request.parse({ limit: 2 }));
    expect(items.map((item) => [item.id, item.publishedAt])).toEqual([
      [first.id, '2026-04-03T09:00:00.000Z'],
      [second.id, '2026-04-02T09:00:00.000Z'],
    ]);
  });
});

describe('slugs', () => {
  it('let exactly one of simultaneous creations with one slug win; the others are refused', async () => {
    const slug = uniqueSlug('race');
    const results = await Promise.allSettled(
      Array.from({ length: 4 }, (_, i) => create({ slug, title: `Racer ${i}` })),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    for (const result of results.filter((result) => result.status === 'rejected'))
      await expectRefusal(Promise.reject(result.reason as Error), {
        code: ErrorCode.Conflict,
        message: ContentMessages.slugTaken,
        fields: { slug: ContentMessages.slugTaken },
      });
    const { rowCount } = await content.sql.query('SELECT 1 FROM blog_posts WHERE slug = $1', [slug]);
    expect(rowCount).toBe(1);
  });
});
