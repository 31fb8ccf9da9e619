import { Controller, Get, Param } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  GetPublishedPostRpc,
  ListPublishedPostsRpc,
  ZBlogPost,
  ZPublishedPostsPage,
  ZPublishedPostsQuery,
  type TPublishedPostsQuery,
} from '@hirerelay/contracts';
import { RpcClient } from '@hirerelay/nest-common';
import { QueryInput } from '../common/http/query-input.decorator.js';
import { SlugParam } from '../common/http/path-params.pipe.js';
import { ApiErrors, ApiJsonResponse } from '../openapi/zod-openapi.util.js';

/** The public blog: published posts only, whoever asks. */
@ApiTags('content')
@Controller('api/blog/posts')
export class BlogController {
  constructor(private readonly rpc: RpcClient) {}

  @Get()
  @ApiOperation({ operationId: 'listBlogPosts', summary: 'Published posts, newest first, paginated' })
  @ApiJsonResponse(200, ZPublishedPostsPage)
  @ApiErrors(400)
  list(@QueryInput(ZPublishedPostsQuery) query: TPublishedPostsQuery) {
    return this.rpc.request(ListPublishedPostsRpc, query);
  }

  @Get(':slug')
  @ApiOperation({ operationId: 'getBlogPost', summary: 'One published post by its slug' })
  @ApiJsonResponse(200, ZBlogPost)
  @ApiErrors(404)
  get(@Param('slug', SlugParam) slug: string) {
    return this.rpc.request(GetPublishedPostRpc, { slug });
  }
}
