import { Controller } from '@nestjs/common';
import {
  AuthenticateExtensionTokenRpc,
  CreateExtensionTokenRpc,
  ListExtensionTokensRpc,
  RevokeExtensionTokenRpc,
} from '@hirerelay/contracts';
import { RpcHandler, RpcPayload, type RpcInput } from '@hirerelay/nest-common';
import { ExtensionTokensService } from './extension-tokens.service.js';

@Controller()
export class ExtensionTokensHandler {
  constructor(private readonly tokens: ExtensionTokensService) {}

  @RpcHandler(CreateExtensionTokenRpc)
  create(@RpcPayload(CreateExtensionTokenRpc) request: RpcInput<typeof CreateExtensionTokenRpc>) {
    return this.tokens.create(request);
  }

  @RpcHandler(ListExtensionTokensRpc)
  list(@RpcPayload(ListExtensionTokensRpc) request: RpcInput<typeof ListExtensionTokensRpc>) {
    return this.tokens.list(request);
  }

  @RpcHandler(RevokeExtensionTokenRpc)
  revoke(@RpcPayload(RevokeExtensionTokenRpc) request: RpcInput<typeof RevokeExtensionTokenRpc>) {
    return this.tokens.revoke(request);
  }

  @RpcHandler(AuthenticateExtensionTokenRpc)
  authenticate(
    @RpcPayload(AuthenticateExtensionTokenRpc) request: RpcInput<typeof AuthenticateExtensionTokenRpc>,
  ) {
    return this.tokens.authenticate(request);
  }
}
