import { Controller } from '@nestjs/common';
import {
  AdminGetPostRpc,
  AdminListPostsRpc,
  CreatePostRpc,
  DeletePostRpc,
  UpdatePostRpc,
} from '@hirerelay/contracts';
import { RpcHandler, RpcPayload, type RpcInput } from '@hirerelay/nest-common';
import { BlogAdminService } from './blog-admin.service.js';

@Controller()
export class BlogAdminHandler {
  constructor(private readonly blogAdmin: BlogAdminService) {}

  @RpcHandler(AdminListPostsRpc)
  list(@RpcPayload(AdminListPostsRpc) request: RpcInput<typeof AdminListPostsRpc>) {
    return this.blogAdmin.list(request);
  }

  @RpcHandler(AdminGetPostRpc)
  get(@RpcPayload(AdminGetPostRpc) request: RpcInput<typeof AdminGetPostRpc>) {
    return this.blogAdmin.get(request);
  }

  @RpcHandler(CreatePostRpc)
  create(@RpcPayload(CreatePostRpc) request: RpcInput<typeof CreatePostRpc>) {
    return this.blogAdmin.create(request);
  }

  @RpcHandler(UpdatePostRpc)
  update(@RpcPayload(UpdatePostRpc) request: RpcInput<typeof UpdatePostRpc>) {
    return this.blogAdmin.update(request);
  }

  @RpcHandler(DeletePostRpc)
  delete(@RpcPayload(DeletePostRpc) request: RpcInput<typeof DeletePostRpc>) {
    return this.blogAdmin.delete(request);
  }
}
