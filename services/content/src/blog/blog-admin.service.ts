import { Inject, Injectable } from '@nestjs/common';
import {
  AppError,
  ContentMessages,
  ErrorCode,
  type AdminGetPostRpc,
  type AdminListPostsRpc,
  type CreatePostRpc,
  type DeletePostRpc,
  type RpcReply,
  type TAdminBlogPost,
  type UpdatePostRpc,
} from '@hirerelay/contracts';
import {
  keysetPage,
  LOGGER,
  readKeysetCursor,
  type KeysetPosition,
  type RpcInput,
} from '@hirerelay/nest-common';
import type { Logger } from 'pino';
import { IdentityUsersClient } from '../clients/identity-users.client.js';
import { toAdminBlogPost } from './blog-post.mapper.js';
import { BlogPostRepository, type BlogPostRecord, type SaveRefusal } from './blog-post.repository.js';
import { postWrite } from './post-write.rules.js';

const postNotFound = () => new AppError(ErrorCode.NotFound, ContentMessages.postNotFound);
const slugTaken = () =>
  new AppError(ErrorCode.Conflict, ContentMessages.slugTaken, { slug: ContentMessages.slugTaken });

/**
 * Blog administration. Every call is checked with identity (admin role, account not cancelled)
 * in ONE request that also brings the names of the authors it shows: reads load their rows first
 * and ask about the actor and the rows' authors together; writes ask before they write. Nothing
 * is returned or changed before the check passed.
 */
@Injectable()
export class BlogAdminService {
  private readonly logger: Logger;

  constructor(
    private readonly posts: BlogPostRepository,
    private readonly identity: IdentityUsersClient,
    @Inject(LOGGER) logger: Logger,
  ) {
    this.logger = logger.child({ component: 'blog-admin' });
  }

  async list({
    actorId,
    cursor,
    limit,
  }: RpcInput<typeof AdminListPostsRpc>): Promise<RpcReply<typeof AdminListPostsRpc>> {
    const after = await this.cursorOfAdmin(actorId, cursor);
    const rows = await this.posts.listAll(after, limit + 1);
    const { page, nextCursor } = keysetPage(rows, limit, (post) => ({ at: post.createdAt, id: post.id }));
    const { names } = await this.identity.requireAdmin(
      actorId,
      page.map((post) => post.authorId),
    );
    return {
      items: page.map((post) => toAdminBlogPost(post, names.get(post.authorId) ?? null)),
      nextCursor,
    };
  }

  async get({ actorId, postId }: RpcInput<typeof AdminGetPostRpc>): Promise<TAdminBlogPost> {
    const post = await this.posts.findById(postId);
    const { names } = await this.identity.requireAdmin(actorId, post ? [post.authorId] : []);
    if (!post) throw postNotFound();
    return toAdminBlogPost(post, names.get(post.authorId) ?? null);
  }

  /** The author is the admin who creates the post. */
  async create({ actorId, post: form }: RpcInput<typeof CreatePostRpc>): Promise<TAdminBlogPost> {
    const { actor } = await this.identity.requireAdmin(actorId);
    const now = new Date();
    const saved = await this.posts.create({ ...postWrite(form, now), authorId: actor.id, createdAt: now });
    const post = orRefuse(saved);
    this.logger.info({ actorId, postId: post.id, published: post.published }, 'blog post created');
    return toAdminBlogPost(post, actor.fullName);
  }

  /** Replaces the form's fields; the author and the creation time stay (so its name is asked first). */
  async update({ actorId, postId, post: form }: RpcInput<typeof UpdatePostRpc>): Promise<TAdminBlogPost> {
    const existing = await this.posts.findById(postId);
    const { names } = await this.identity.requireAdmin(actorId, existing ? [existing.authorId] : []);
    if (!existing) throw postNotFound();
    const post = orRefuse(await this.posts.update(postId, postWrite(form, new Date())));
    this.logger.info({ actorId, postId, published: post.published }, 'blog post updated');
    return toAdminBlogPost(post, names.get(post.authorId) ?? null);
  }

  async delete({ actorId, postId }: RpcInput<typeof DeletePostRpc>): Promise<RpcReply<typeof DeletePostRpc>> {
    await this.identity.requireAdmin(actorId);
    if (!(await this.posts.delete(postId))) throw postNotFound();
    this.logger.info({ actorId, postId }, 'blog post deleted');
    return { deleted: true };
  }

  /**
   * The list's cursor. A malformed one is refused only once the actor is known to be an admin, so a
   * non-admin learns nothing (FORBIDDEN) whatever they send; that costs the call its one request.
   */
  private async cursorOfAdmin(
    actorId: string,
    cursor: string | undefined,
  ): Promise<KeysetPosition | undefined> {
    try {
      return readKeysetCursor(cursor);
    } catch (error) {
      await this.identity.requireAdmin(actorId);
      throw error;
    }
  }
}

function orRefuse(saved: BlogPostRecord | SaveRefusal): BlogPostRecord {
  if (saved === 'slug-taken') throw slugTaken();
  if (saved === 'not-found') throw postNotFound();
  return saved;
}
