import { Controller, Param } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
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
import { JsonRoute } from '../common/http/json-route.decorator.js';

/** The public blog: published posts only, whoever asks. */
@ApiTags('content')
@Controller('api/blog/posts')
export class BlogController {
  constructor(private readonly rpc: RpcClient) {}

  @JsonRoute('GET', undefined, 'listBlogPosts', {
    summary: 'Published posts, newest first, paginated',
    reply: ZPublishedPostsPage,
    errors: [400],
  })
  list(@QueryInput(ZPublishedPostsQuery) query: TPublishedPostsQuery) {
    return this.rpc.request(ListPublishedPostsRpc, query);
  }

  @JsonRoute('GET', ':slug', 'getBlogPost', {
    summary: 'One published post by its slug',
    reply: ZBlogPost,
    errors: [404],
  })
  get(@Param('slug', SlugParam) slug: string) {
    return this.rpc.request(GetPublishedPostRpc, { slug });
  }
}
