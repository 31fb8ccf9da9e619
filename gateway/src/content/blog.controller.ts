import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  GetPublishedPostRpc,
  ListPublishedPostsRpc,
  ZBlogPost,
  ZBlogPostSummary,
} from '@hirerelay/contracts';
import { RpcClient } from '@hirerelay/nest-common';
import { z } from 'zod';
import { parseInput } from '../common/http/parse-body.js';
import { SlugParam } from '../common/http/path-params.js';
import { ApiErrors, ApiJsonResponse } from '../openapi/zod-openapi.js';

export const ZPageQuery = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
const ZBlogPage = z.object({ items: z.array(ZBlogPostSummary), nextCursor: z.string().nullable() });

/** The public blog: published posts only, whoever asks. */
@ApiTags('content')
@Controller('api/blog/posts')
export class BlogController {
  constructor(private readonly rpc: RpcClient) {}

  @Get()
  @ApiOperation({ operationId: 'listBlogPosts', summary: 'Published posts, newest first, paginated' })
  @ApiJsonResponse(200, ZBlogPage)
  @ApiErrors(400)
  list(@Query() query: unknown) {
    return this.rpc.request(ListPublishedPostsRpc, parseInput(ZPageQuery, query));
  }

  @Get(':slug')
  @ApiOperation({ operationId: 'getBlogPost', summary: 'One published post by its slug' })
  @ApiJsonResponse(200, ZBlogPost)
  @ApiErrors(404)
  get(@Param('slug', SlugParam) slug: string) {
    return this.rpc.request(GetPublishedPostRpc, { slug });
  }
}
