import { z } from 'zod';
import { plainText, ZBlogPostForm } from '@hirerelay/domain';
import { defineRpc } from '../define.js';
import { PAGE_LIMITS } from '../page-limits.js';
import { ZPage, ZPageQuery, ZPageRequest } from '../pagination.js';

/** A published post as the public /blog list shows it. */
export const ZBlogPostSummary = z.object({
  id: z.uuid(),
  title: z.string(),
  slug: z.string(),
  excerpt: z.string().nullable(),
  publishedAt: z.iso.datetime(),
  /** The author's full name from identity; null when the author has none (or no longer exists). */
  authorName: z.string().nullable(),
});
export type TBlogPostSummary = z.infer<typeof ZBlogPostSummary>;

/** A published post with its Markdown body, for /blog/{slug}. */
export const ZBlogPost = ZBlogPostSummary.extend({
  content: z.string(),
  updatedAt: z.iso.datetime(),
});
export type TBlogPost = z.infer<typeof ZBlogPost>;

/** Every field of a post, drafts included, for the blog admin screen. */
export const ZAdminBlogPost = z.object({
  id: z.uuid(),
  title: z.string(),
  slug: z.string(),
  excerpt: z.string().nullable(),
  content: z.string(),
  published: z.boolean(),
  publishedAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  authorId: z.uuid(),
  authorName: z.string().nullable(),
});
export type TAdminBlogPost = z.infer<typeof ZAdminBlogPost>;

/** The query string of `GET /api/blog/posts`. */
export const ZPublishedPostsQuery = ZPageQuery(PAGE_LIMITS.publishedPosts);
export type TPublishedPostsQuery = z.output<typeof ZPublishedPostsQuery>;
export const ZPublishedPostsPage = ZPage(ZBlogPostSummary);

/** Published posts, newest `publishedAt` first, keyset-paginated. */
export const ListPublishedPostsRpc = defineRpc(
  'content.blog.list-published.v1',
  ZPageRequest(PAGE_LIMITS.publishedPosts),
  ZPublishedPostsPage,
  { idempotent: true },
);

/** One published post by slug; a draft or unknown slug is NOT_FOUND. */
export const GetPublishedPostRpc = defineRpc(
  'content.blog.get-published.v1',
  z.object({ slug: plainText(200).pipe(z.string().min(1)) }),
  ZBlogPost,
  { idempotent: true },
);

/**
 * The admin RPCs carry the staff member asking (`actorId`): content checks with identity that they
 * are an active admin before touching anything, whatever the gateway already checked.
 */
const ZActor = z.object({ actorId: z.uuid() });

/** The query string of `GET /api/admin/blog/posts`. */
export const ZAdminPostsQuery = ZPageQuery(PAGE_LIMITS.adminPosts);
export type TAdminPostsQuery = z.output<typeof ZAdminPostsQuery>;
export const ZAdminPostsPage = ZPage(ZAdminBlogPost);

/** All posts, newest `createdAt` first, keyset-paginated. */
export const AdminListPostsRpc = defineRpc(
  'content.blog.admin-list.v1',
  ZActor.extend(ZPageRequest(PAGE_LIMITS.adminPosts).shape),
  ZAdminPostsPage,
  { idempotent: true },
);

export const AdminGetPostRpc = defineRpc(
  'content.blog.admin-get.v1',
  ZActor.extend({ postId: z.uuid() }),
  ZAdminBlogPost,
  { idempotent: true },
);

/** The author is the actor; `publishedAt` is now when published, else null. */
export const CreatePostRpc = defineRpc(
  'content.blog.create.v1',
  ZActor.extend({ post: ZBlogPostForm }),
  ZAdminBlogPost,
);

/** Replaces the form fields; `publishedAt` becomes now on every save while published, else null. */
export const UpdatePostRpc = defineRpc(
  'content.blog.update.v1',
  ZActor.extend({ postId: z.uuid(), post: ZBlogPostForm }),
  ZAdminBlogPost,
);

export const DeletePostRpc = defineRpc(
  'content.blog.delete.v1',
  ZActor.extend({ postId: z.uuid() }),
  z.object({ deleted: z.literal(true) }),
);
