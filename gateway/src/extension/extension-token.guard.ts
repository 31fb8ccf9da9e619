import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import {
  AppError,
  AuthenticateExtensionTokenRpc,
  ErrorCode,
  ExtensionTokenMessages,
} from '@hirerelay/contracts';
import { RpcClient } from '@hirerelay/nest-common';
import type { FastifyRequest } from 'fastify';
import { bearerTokenOf } from './bearer-token.util.js';

/** Who an extension token stands for, as identity answered. */
export interface ExtensionCaller {
  userId: string;
  tokenId: string;
}

export type ExtensionRequest = FastifyRequest & { extensionCaller?: ExtensionCaller };

/**
 * Authenticates `Authorization: Bearer <extension token>` with identity. Cookies are never read:
 * a signed-in browser without a token is refused like a wrong token, so another site cannot make
 * a visitor's browser import through this route.
 */
@Injectable()
export class ExtensionTokenGuard implements CanActivate {
  constructor(private readonly rpc: RpcClient) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<ExtensionRequest>();
    const token = bearerTokenOf(request.headers.authorization);
    if (!token) throw new AppError(ErrorCode.Unauthenticated, ExtensionTokenMessages.invalid);
    request.extensionCaller = await this.rpc.request(AuthenticateExtensionTokenRpc, { token });
    return true;
  }
}
