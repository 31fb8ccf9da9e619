import { Controller } from '@nestjs/common';
import {
  CountUsersRpc,
  ExportUsersCsvPageRpc,
  GetUserRpc,
  ListUsersRpc,
  UpdateUserRpc,
  UserContactsRpc,
} from '@hirerelay/contracts';
import { RpcHandler, RpcPayload, type RpcInput } from '@hirerelay/nest-common';
import { AdminUsersService } from './admin-users.service.js';

@Controller()
export class AdminUsersHandler {
  constructor(private readonly adminUsers: AdminUsersService) {}

  @RpcHandler(ListUsersRpc)
  list(@RpcPayload(ListUsersRpc) request: RpcInput<typeof ListUsersRpc>) {
    return this.adminUsers.list(request);
  }

  @RpcHandler(ExportUsersCsvPageRpc)
  csvPage(@RpcPayload(ExportUsersCsvPageRpc) request: RpcInput<typeof ExportUsersCsvPageRpc>) {
    return this.adminUsers.csvPage(request);
  }

  @RpcHandler(CountUsersRpc)
  count(@RpcPayload(CountUsersRpc) request: RpcInput<typeof CountUsersRpc>) {
    return this.adminUsers.count(request);
  }

  @RpcHandler(UserContactsRpc)
  contacts(@RpcPayload(UserContactsRpc) request: RpcInput<typeof UserContactsRpc>) {
    return this.adminUsers.contacts(request);
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
