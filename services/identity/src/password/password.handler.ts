import { Controller } from '@nestjs/common';
import { ChangePasswordRpc, RequestPasswordResetRpc, ResetPasswordRpc } from '@hirerelay/contracts';
import { RpcHandler, RpcPayload, type RpcInput } from '@hirerelay/nest-common';
import { PasswordService } from './password.service.js';

@Controller()
export class PasswordHandler {
  constructor(private readonly passwords: PasswordService) {}

  @RpcHandler(RequestPasswordResetRpc)
  requestReset(@RpcPayload(RequestPasswordResetRpc) request: RpcInput<typeof RequestPasswordResetRpc>) {
    return this.passwords.requestReset(request);
  }

  @RpcHandler(ResetPasswordRpc)
  reset(@RpcPayload(ResetPasswordRpc) request: RpcInput<typeof ResetPasswordRpc>) {
    return this.passwords.reset(request);
  }

  @RpcHandler(ChangePasswordRpc)
  change(@RpcPayload(ChangePasswordRpc) request: RpcInput<typeof ChangePasswordRpc>) {
    return this.passwords.change(request);
  }
}
