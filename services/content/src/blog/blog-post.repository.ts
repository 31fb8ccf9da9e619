import { Inject, Injectable } from '@nestjs/common';
import { DATABASE, type KeysetPosition } from '@hirerelay/nest-common';
import type { Database } from '../database.js';
import { Prisma, type BlogPost } from '../generated/prisma/client.js';

export type BlogPostRecord = BlogPost;

/** A published post: the service sets `published_at` on every save while published. */
export type PublishedPostRecord = BlogPost & { publishedAt: Date };

/** What the public list shows of a post (its body stays in the database). */
export type PublishedPostSummaryRecord = Pick<BlogPost, 'id' | 'title' | 'slug' | 'excerpt' | 'authorId'> & {
  publishedAt: Date;
};

/** Every column a save writes: the form's fields and the times the service decides. */
export interface PostWrite {
  title: string;
  slug: string;
  excerpt: string | null;
  content: string;
  published: boolean;
  publishedAt: Date | null;
  updatedAt: Date;
}

/** Why a save changed nothing. */
export type SaveRefusal = 'slug-taken' | 'not-found';

@Injectable()
export class BlogPostRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /** Published posts, newest published first; see {@link listPublishedQuery}. */
  listPublished(after: KeysetPosition | undefined, limit: number): Promise<PublishedPostSummaryRecord[]> {
    return this.db.$queryRaw<PublishedPostSummaryRecord[]>(listPublishedQuery(after, limit));
  }

  /** Every post, drafts included, newest first; see {@link listAllQuery}. */
  listAll(after: KeysetPosition | undefined, limit: number): Promise<BlogPostRecord[]> {
    return this.db.$queryRaw<BlogPostRecord[]>(listAllQuery(after, limit));
  }

  async findPublishedBySlug(slug: string): Promise<PublishedPostRecord | null> {
    const post = await this.db.blogPost.findUnique({ where: { slug } });
    return post?.published && post.publishedAt ? { ...post, publishedAt: post.publishedAt } : null;
  }

  findById(id: string): Promise<BlogPostRecord | null> {
    return this.db.blogPost.findUnique({ where: { id } });
  }

  /** The unique slug index decides a race between two saves of one slug: the loser is refused. */
  async create(
    post: PostWrite & { authorId: string; createdAt: Date },
  ): Promise<BlogPostRecord | SaveRefusal> {
    try {
      return await this.db.blogPost.create({ data: post });
    } catch (error) {
      return refusalOf(error);
    }
  }

  async update(id: string, post: PostWrite): Promise<BlogPostRecord | SaveRefusal> {
    try {
      return await this.db.blogPost.update({ where: { id }, data: post });
    } catch (error) {
      return refusalOf(error);
    }
  }

  /** False when there was no such post. */
  async delete(id: string): Promise<boolean> {
    const { count } = await this.db.blogPost.deleteMany({ where: { id } });
    return count > 0;
  }
}

/*
 * The list queries are built here, outside the class, so the integration test can EXPLAIN exactly
 * the SQL that runs; their text and plans are kept in blog-post.repository.sql.md for review.
 *
 * ORDER BY and the keyset condition name the table's columns (`blog_posts.id`), never a bare `id`:
 * in ORDER BY a bare name means the SELECT list's output alias first, and `id::text AS id` would make
 * PostgreSQL sort the text of every row sharing a timestamp instead of reading the index in order.
 */

/**
 * Published posts, newest published first, keyset-paginated on (published_at, id), which the
 * (published, published_at DESC, id DESC) index serves without sorting. The service never
 * writes a published post without `published_at`; the filter keeps a hand-edited row from
 * breaking the public list.
 */
export function listPublishedQuery(after: KeysetPosition | undefined, limit: number): Prisma.Sql {
  const position = after
    ? Prisma.sql`AND (blog_posts.published_at, blog_posts.id) < (${after.at}::timestamptz, ${after.id}::uuid)`
    : Prisma.empty;
  return Prisma.sql`
    SELECT blog_posts.id::text AS id, title, slug, excerpt, published_at AS "publishedAt",
           author_id::text AS "authorId"
      FROM blog_posts
     WHERE blog_posts.published = true AND blog_posts.published_at IS NOT NULL ${position}
     ORDER BY blog_posts.published_at DESC, blog_posts.id DESC
     LIMIT ${limit}`;
}

/** Every post, drafts included, newest first, keyset-paginated on (created_at, id), also indexed. */
export function listAllQuery(after: KeysetPosition | undefined, limit: number): Prisma.Sql {
  const position = after
    ? Prisma.sql`WHERE (blog_posts.created_at, blog_posts.id) < (${after.at}::timestamptz, ${after.id}::uuid)`
    : Prisma.empty;
  return Prisma.sql`
    SELECT blog_posts.id::text AS id, title, slug, excerpt, content, published, published_at AS "publishedAt",
           created_at AS "createdAt", updated_at AS "updatedAt", author_id::text AS "authorId"
      FROM blog_posts
     ${position}
     ORDER BY blog_posts.created_at DESC, blog_posts.id DESC
     LIMIT ${limit}`;
}

/** The slug is the table's only unique column besides the generated id. */
function refusalOf(error: unknown): SaveRefusal {
  if (error instanceof Prisma.PrismaClientKnownRequestError) {
    if (error.code === 'P2002') return 'slug-taken';
    if (error.code === 'P2025') return 'not-found';
  }
  throw error;
}
