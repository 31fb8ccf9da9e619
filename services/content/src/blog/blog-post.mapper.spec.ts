import { ZAdminBlogPost, ZBlogPost, ZBlogPostSummary } from '@hirerelay/contracts';
import { describe, expect, it } from 'vitest';
import { toAdminBlogPost, toBlogPost, toBlogPostSummary } from './blog-post.mapper.js';
import type { BlogPostRecord } from './blog-post.repository.js';

const published: BlogPostRecord & { publishedAt: Date } = {
  id: '5b1c9e0e-1f7a-4c5e-8d2b-6a3f0e9d4c21',
  title: 'Ten tips for résumés',
  slug: 'ten-tips-for-resumes',
  excerpt: null,
  content: '# Tips\n\nOne.',
  published: true,
  publishedAt: new Date('2026-05-06T07:08:09.010Z'),
  createdAt: new Date('2026-05-01T00:00:00.000Z'),
  updatedAt: new Date('2026-05-06T07:08:09.010Z'),
  authorId: '0b8f8a3e-5a7e-4a3b-9a55-3c1f6f0d7e21',
};

describe('blog post mappers', () => {
  it('maps a public list item without the body, with the author name given', () => {
    const summary = toBlogPostSummary(published, 'Ada Lovelace');
    expect(summary).toEqual({
      id: published.id,
      title: 'Ten tips for résumés',
      slug: 'ten-tips-for-resumes',
      excerpt: null,
      publishedAt: '2026-05-06T07:08:09.010Z',
      authorName: 'Ada Lovelace',
    });
    expect(ZBlogPostSummary.parse(summary)).toEqual(summary);
  });

  it('maps a public post with its Markdown body and last update', () => {
    const post = toBlogPost(published, null);
    expect(post).toMatchObject({
      content: '# Tips\n\nOne.',
      updatedAt: '2026-05-06T07:08:09.010Z',
      authorName: null,
    });
    expect(ZBlogPost.parse(post)).toEqual(post);
  });

  it('maps a draft for the admin screen, with no publication time', () => {
    const draft = toAdminBlogPost({ ...published, published: false, publishedAt: null }, 'Ada Lovelace');
    expect(draft).toEqual({
      id: published.id,
      title: 'Ten tips for résumés',
      slug: 'ten-tips-for-resumes',
      excerpt: null,
      content: '# Tips\n\nOne.',
      published: false,
      publishedAt: null,
      createdAt: '2026-05-01T00:00:00.000Z',
      updatedAt: '2026-05-06T07:08:09.010Z',
      authorId: published.authorId,
      authorName: 'Ada Lovelace',
    });
    expect(ZAdminBlogPost.parse(draft)).toEqual(draft);
  });
});
