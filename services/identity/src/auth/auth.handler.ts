import { Controller } from '@nestjs/common';
import {
  GetSessionRpc,
  LoginRpc,
  LoginWithLinkRpc,
  LogoutRpc,
  RefreshSessionRpc,
  RequestLoginLinkRpc,
  SignupRpc,
} from '@hirerelay/contracts';
import { RpcHandler, RpcPayload, type RpcInput } from '@hirerelay/nest-common';
import { AuthService } from './auth.service.js';

@Controller()
export class AuthHandler {
  constructor(private readonly auth: AuthService) {}

  @RpcHandler(SignupRpc)
  signup(@RpcPayload(SignupRpc) request: RpcInput<typeof SignupRpc>) {
    return this.auth.signup(request);
  }

  @RpcHandler(LoginRpc)
  login(@RpcPayload(LoginRpc) request: RpcInput<typeof LoginRpc>) {
    return this.auth.login(request);
  }

  @RpcHandler(RequestLoginLinkRpc)
  requestLoginLink(@RpcPayload(RequestLoginLinkRpc) request: RpcInput<typeof RequestLoginLinkRpc>) {
    return this.auth.requestLoginLink(request);
  }

  @RpcHandler(LoginWithLinkRpc)
  loginWithLink(@RpcPayload(LoginWithLinkRpc) request: RpcInput<typeof LoginWithLinkRpc>) {
    return this.auth.loginWithLink(request);
  }

  @RpcHandler(RefreshSessionRpc)
  refresh(@RpcPayload(RefreshSessionRpc) request: RpcInput<typeof RefreshSessionRpc>) {
    return this.auth.refresh(request);
  }

  @RpcHandler(LogoutRpc)
  logout(@RpcPayload(LogoutRpc) request: RpcInput<typeof LogoutRpc>) {
    return this.auth.logout(request);
  }

  @RpcHandler(GetSessionRpc)
  getSession(@RpcPayload(GetSessionRpc) request: RpcInput<typeof GetSessionRpc>) {
    return this.auth.getSession(request);
  }
}
