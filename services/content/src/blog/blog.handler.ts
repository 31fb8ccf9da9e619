import { Controller } from '@nestjs/common';
import { GetPublishedPostRpc, ListPublishedPostsRpc } from '@hirerelay/contracts';
import { RpcHandler, RpcPayload, type RpcInput } from '@hirerelay/nest-common';
import { BlogService } from './blog.service.js';

@Controller()
export class BlogHandler {
  constructor(private readonly blog: BlogService) {}

  @RpcHandler(ListPublishedPostsRpc)
  listPublished(@RpcPayload(ListPublishedPostsRpc) request: RpcInput<typeof ListPublishedPostsRpc>) {
    return this.blog.listPublished(request);
  }

  @RpcHandler(GetPublishedPostRpc)
  getPublished(@RpcPayload(GetPublishedPostRpc) request: RpcInput<typeof GetPublishedPostRpc>) {
    return this.blog.getPublished(request);
  }
}
