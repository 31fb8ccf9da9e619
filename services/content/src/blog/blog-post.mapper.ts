import type { TAdminBlogPost, TBlogPost, TBlogPostSummary } from '@hirerelay/contracts';
import type {
  BlogPostRecord,
  PublishedPostRecord,
  PublishedPostSummaryRecord,
} from './blog-post.repository.js';

/** `authorName` comes from identity: null when the author has no name, is unknown, or identity is away. */
export function toBlogPostSummary(
  post: PublishedPostSummaryRecord,
  authorName: string | null,
): TBlogPostSummary {
  return {
    id: post.id,
    title: post.title,
    slug: post.slug,
    excerpt: post.excerpt,
    publishedAt: post.publishedAt.toISOString(),
    authorName,
  };
}

export function toBlogPost(post: PublishedPostRecord, authorName: string | null): TBlogPost {
  return {
    ...toBlogPostSummary(post, authorName),
    content: post.content,
    updatedAt: post.updatedAt.toISOString(),
  };
}

export function toAdminBlogPost(post: BlogPostRecord, authorName: string | null): TAdminBlogPost {
  return {
    id: post.id,
    title: post.title,
    slug: post.slug,
    excerpt: post.excerpt,
    content: post.content,
    published: post.published,
    publishedAt: post.publishedAt?.toISOString() ?? null,
    createdAt: post.createdAt.toISOString(),
    updatedAt: post.updatedAt.toISOString(),
    authorId: post.authorId,
    authorName,
  };
}
