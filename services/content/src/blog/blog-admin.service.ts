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
  type TUserSummary,
  type UpdatePostRpc,
} from '@hirerelay/contracts';
import { keysetPage, LOGGER, readKeysetCursor, type RpcInput } from '@hirerelay/nest-common';
import type { Logger } from 'pino';
import { IdentityUsersClient } from '../identity/identity-users.client.js';
import { toAdminBlogPost } from './blog-post.mapper.js';
import { BlogPostRepository, type BlogPostRecord, type SaveRefusal } from './blog-post.repository.js';
import { postWrite } from './post-write.js';

const postNotFound = () => new AppError(ErrorCode.NotFound, ContentMessages.postNotFound);
const slugTaken = () =>
  new AppError(ErrorCode.Conflict, ContentMessages.slugTaken, { slug: ContentMessages.slugTaken });

/** Blog administration: every call is checked with identity first (admin role, account not cancelled). */
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
    await this.identity.requireAdmin(actorId);
    const rows = await this.posts.listAll(readKeysetCursor(cursor), limit + 1);
    const { page, nextCursor } = keysetPage(rows, limit, (post) => ({ at: post.createdAt, id: post.id }));
    const names = await this.identity.namesOf(page.map((post) => post.authorId));
    return {
      items: page.map((post) => toAdminBlogPost(post, names.get(post.authorId) ?? null)),
      nextCursor,
    };
  }

  async get({ actorId, postId }: RpcInput<typeof AdminGetPostRpc>): Promise<TAdminBlogPost> {
    const actor = await this.identity.requireAdmin(actorId);
    const post = await this.posts.findById(postId);
    if (!post) throw postNotFound();
    return this.withAuthorName(post, actor);
  }

  /** The author is the admin who creates the post. */
  async create({ actorId, post: form }: RpcInput<typeof CreatePostRpc>): Promise<TAdminBlogPost> {
    const actor = await this.identity.requireAdmin(actorId);
    const now = new Date();
    const saved = await this.posts.create({ ...postWrite(form, now), authorId: actor.id, createdAt: now });
    const post = orRefuse(saved);
    this.logger.info({ actorId, postId: post.id, published: post.published }, 'blog post created');
    return toAdminBlogPost(post, actor.fullName);
  }

  /** Replaces the form's fields; the author and the creation time stay. */
  async update({ actorId, postId, post: form }: RpcInput<typeof UpdatePostRpc>): Promise<TAdminBlogPost> {
    const actor = await this.identity.requireAdmin(actorId);
    const post = orRefuse(await this.posts.update(postId, postWrite(form, new Date())));
    this.logger.info({ actorId, postId, published: post.published }, 'blog post updated');
    return this.withAuthorName(post, actor);
  }

  async delete({ actorId, postId }: RpcInput<typeof DeletePostRpc>): Promise<RpcReply<typeof DeletePostRpc>> {
    await this.identity.requireAdmin(actorId);
    if (!(await this.posts.delete(postId))) throw postNotFound();
    this.logger.info({ actorId, postId }, 'blog post deleted');
    return { deleted: true };
  }

  /** The actor's own posts need no second question to identity. */
  private async withAuthorName(post: BlogPostRecord, actor: TUserSummary): Promise<TAdminBlogPost> {
    if (post.authorId === actor.id) return toAdminBlogPost(post, actor.fullName);
    const names = await this.identity.namesOf([post.authorId]);
    return toAdminBlogPost(post, names.get(post.authorId) ?? null);
  }
}

function orRefuse(saved: BlogPostRecord | SaveRefusal): BlogPostRecord {
  if (saved === 'slug-taken') throw slugTaken();
  if (saved === 'not-found') throw postNotFound();
  return saved;
}
