import { Controller } from '@nestjs/common';
import { GetUserRpc, ListUsersRpc, UpdateUserRpc } from '@hirerelay/contracts';
import { RpcHandler, RpcPayload, type RpcInput } from '@hirerelay/nest-common';
import { AdminUsersService } from './admin-users.service.js';

@Controller()
export class AdminUsersHandler {
  constructor(private readonly adminUsers: AdminUsersService) {}

  @RpcHandler(ListUsersRpc)
  list(@RpcPayload(ListUsersRpc) request: RpcInput<typeof ListUsersRpc>) {
    return this.adminUsers.list(request);
  }

  @RpcHandler(GetUserRpc)
  get(@RpcPayload(GetUserRpc) request: RpcInput<typeof GetUserRpc>) {
    return this.adminUsers.get(request);
  }

  @RpcHandler(UpdateUserRpc)
  update(@RpcPayload(UpdateUserRpc) request: RpcInput<typeof UpdateUserRpc>) {
    return this.adminUsers.update(request);
  }
}
