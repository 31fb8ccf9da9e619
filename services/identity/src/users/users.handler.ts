import { Controller } from '@nestjs/common';
import { GetSessionUserRpc, LookupUsersRpc } from '@hirerelay/contracts';
import { RpcHandler, RpcPayload, type RpcInput } from '@hirerelay/nest-common';
import { UsersService } from './users.service.js';

@Controller()
export class UsersHandler {
  constructor(private readonly users: UsersService) {}

  @RpcHandler(GetSessionUserRpc)
  getSessionUser(@RpcPayload(GetSessionUserRpc) request: RpcInput<typeof GetSessionUserRpc>) {
    return this.users.getSessionUser(request);
  }

  @RpcHandler(LookupUsersRpc)
  lookup(@RpcPayload(LookupUsersRpc) request: RpcInput<typeof LookupUsersRpc>) {
    return this.users.lookup(request);
  }
}
