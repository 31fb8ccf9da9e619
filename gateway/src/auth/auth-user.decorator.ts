import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { TRole } from '@hirerelay/domain';

/** What a valid access token says about the caller. */
export interface AuthUser {
  userId: string;
  sessionId: string;
  role: TRole;
  /** When the access token expires (ms since 1970): what it grants ends then. */
  expiresAt: number;
}

export interface AccessTokenClaims {
  sub: string;
  sid: string;
  role: TRole;
}

/** The signed-in caller, as established by JwtAuthGuard. */
export const CurrentUser = createParamDecorator(
  (_data: unknown, context: ExecutionContext): AuthUser =>
    context.switchToHttp().getRequest<{ user: AuthUser }>().user,
);
