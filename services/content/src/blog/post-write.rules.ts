import type { TBlogPostForm } from '@hirerelay/domain';
import type { PostWrite } from './blog-post.repository.js';

/**
 * What a save writes. The spec's rule: `published_at` is the time of each save while published,
 * and null otherwise, so re-saving a published post moves it to the top of the public list.
 */
export function postWrite(form: TBlogPostForm, now: Date): PostWrite {
  return {
    title: form.title,
    slug: form.slug,
    excerpt: form.excerpt,
    content: form.content,
    published: form.published,
    publishedAt: form.published ? now : null,
    updatedAt: now,
  };
}
