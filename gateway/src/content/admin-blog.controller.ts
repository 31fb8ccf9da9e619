import { Delete, HttpCode, Param, Patch, Post } from '@nestjs/common';
import { ApiNoContentResponse, ApiOperation } from '@nestjs/swagger';
import {
  AdminGetPostRpc,
  AdminListPostsRpc,
  CreatePostRpc,
  DeletePostRpc,
  UpdatePostRpc,
  ZAdminBlogPost,
  ZAdminPostsPage,
  ZAdminPostsQuery,
  type TAdminPostsQuery,
} from '@hirerelay/contracts';
import {
  MAX_BLOG_CONTENT_LENGTH,
  MAX_BLOG_EXCERPT_LENGTH,
  MAX_BLOG_SLUG_LENGTH,
  MAX_BLOG_TITLE_LENGTH,
  ZBlogPostForm,
  type TBlogPostForm,
} from '@hirerelay/domain';
import { RpcClient } from '@hirerelay/nest-common';
import { CurrentUser, type AuthUser } from '../auth/auth-user.decorator.js';
import { StaffController } from '../auth/staff-controller.decorator.js';
import { BodyLimit, jsonBodyLimitFor } from '../common/http/json-body.plugin.js';
import { BodyInput } from '../common/http/body-input.decorator.js';
import { QueryInput } from '../common/http/query-input.decorator.js';
import { IdParam } from '../common/http/path-params.pipe.js';
import { ApiErrors, ApiJsonResponse } from '../openapi/zod-openapi.util.js';
import { JsonRoute } from '../common/http/json-route.decorator.js';

// A post is the one body larger than the gateway's default limit: up to its fields' maximum lengths.
const BLOG_POST_BODY_LIMIT = jsonBodyLimitFor(
  MAX_BLOG_TITLE_LENGTH + MAX_BLOG_SLUG_LENGTH + MAX_BLOG_EXCERPT_LENGTH + MAX_BLOG_CONTENT_LENGTH,
);

/**
 * Blog administration. The admin role is checked here (AdminGuard, the token's role) and again by the
 * content service, which owns the posts; the author is always the signed-in admin.
 */
@StaffController('api/admin/blog/posts', 'admin')
export class AdminBlogController {
  constructor(private readonly rpc: RpcClient) {}

  @JsonRoute('GET', undefined, 'adminListBlogPosts', {
    summary: 'Every post, drafts included, newest first',
    reply: ZAdminPostsPage,
    errors: [400, 401, 403],
  })
  list(@QueryInput(ZAdminPostsQuery) query: TAdminPostsQuery, @CurrentUser() admin: AuthUser) {
    return this.rpc.request(AdminListPostsRpc, {
      ...query,
      actorId: admin.userId,
    });
  }

  @JsonRoute('GET', ':id', 'adminGetBlogPost', {
    summary: 'One post, draft or published',
    reply: ZAdminBlogPost,
    errors: [401, 403, 404],
  })
  get(@Param('id', IdParam) id: string, @CurrentUser() admin: AuthUser) {
    return this.rpc.request(AdminGetPostRpc, { postId: id, actorId: admin.userId });
  }

  @Post()
  @BodyLimit(BLOG_POST_BODY_LIMIT)
  @HttpCode(201)
  @ApiOperation({ operationId: 'createBlogPost', summary: 'Creates a post written by the signed-in admin' })
  @ApiJsonResponse(201, ZAdminBlogPost)
  @ApiErrors(400, 401, 403, 409)
  create(@BodyInput(ZBlogPostForm) body: TBlogPostForm, @CurrentUser() admin: AuthUser) {
    return this.rpc.request(CreatePostRpc, { post: body, actorId: admin.userId });
  }

  @Patch(':id')
  @BodyLimit(BLOG_POST_BODY_LIMIT)
  @ApiOperation({
    operationId: 'updateBlogPost',
    summary: 'Saves the form; published_at becomes now while published, null otherwise',
  })
  @ApiJsonResponse(200, ZAdminBlogPost)
  @ApiErrors(400, 401, 403, 404, 409)
  update(
    @Param('id', IdParam) id: string,
    @BodyInput(ZBlogPostForm) body: TBlogPostForm,
    @CurrentUser() admin: AuthUser,
  ) {
    return this.rpc.request(UpdatePostRpc, {
      postId: id,
      post: body,
      actorId: admin.userId,
    });
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiOperation({ operationId: 'deleteBlogPost', summary: 'Deletes a post' })
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiErrors(401, 403, 404)
  async remove(@Param('id', IdParam) id: string, @CurrentUser() admin: AuthUser): Promise<void> {
    await this.rpc.request(DeletePostRpc, { postId: id, actorId: admin.userId });
  }
}
