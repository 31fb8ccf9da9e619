import { keysetPage, readKeysetCursor, type RpcInput } from '@hirerelay/nest-common';
import { Injectable } from '@nestjs/common';
import {
  AppError,
  ContentMessages,
  ErrorCode,
  type GetPublishedPostRpc,
  type ListPublishedPostsRpc,
  type RpcReply,
  type TBlogPost,
} from '@hirerelay/contracts';
import { IdentityUsersClient } from '../clients/identity-users.client.js';
import { toBlogPost, toBlogPostSummary } from './blog-post.mapper.js';
import { BlogPostRepository } from './blog-post.repository.js';

/** The public blog. It keeps working while identity is away: authors' names are then left out. */
@Injectable()
export class BlogService {
  constructor(
    private readonly posts: BlogPostRepository,
    private readonly identity: IdentityUsersClient,
  ) {}

  async listPublished({
    cursor,
    limit,
  }: RpcInput<typeof ListPublishedPostsRpc>): Promise<RpcReply<typeof ListPublishedPostsRpc>> {
    const rows = await this.posts.listPublished(readKeysetCursor(cursor), limit + 1);
    const { page, nextCursor } = keysetPage(rows, limit, (post) => ({ at: post.publishedAt, id: post.id }));
    const names = await this.identity.namesOf(page.map((post) => post.authorId));
    return {
      items: page.map((post) => toBlogPostSummary(post, names.get(post.authorId) ?? null)),
      nextCursor,
    };
  }

  /** A draft is as absent as an unknown slug: its existence is not public either. */
  async getPublished({ slug }: RpcInput<typeof GetPublishedPostRpc>): Promise<TBlogPost> {
    const post = await this.posts.findPublishedBySlug(slug);
    if (!post) throw new AppError(ErrorCode.NotFound, ContentMessages.postNotFound);
    const names = await this.identity.namesOf([post.authorId]);
    return toBlogPost(post, names.get(post.authorId) ?? null);
  }
}
