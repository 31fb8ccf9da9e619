import { Inject, Injectable } from '@nestjs/common';
import {
  AppError,
  ErrorCode,
  ExtensionTokenMessages,
  EXTENSION_TOKENS_PER_USER,
  IdentityMessages,
  type AuthenticateExtensionTokenRpc,
  type CreateExtensionTokenRpc,
  type ListExtensionTokensRpc,
  type RevokeExtensionTokenRpc,
  type RpcReply,
} from '@hirerelay/contracts';
import { mayUseAccount } from '@hirerelay/domain';
import { LOGGER, type RpcInput } from '@hirerelay/nest-common';
import type { Logger } from 'pino';
import { Transactions } from '../database.js';
import { toExtensionToken } from './extension-token.mapper.js';
import { ExtensionTokenRepository } from './extension-token.repository.js';
import { extensionTokenHash, generateExtensionToken, lastUseIsDue } from './extension-token-secret.util.js';

const invalidToken = () => new AppError(ErrorCode.Unauthenticated, ExtensionTokenMessages.invalid);

/**
 * Personal tokens for the browser extension. The secret leaves identity once, in the create reply,
 * and is never stored or logged: only its SHA-256 is kept, so the table yields no usable token.
 */
@Injectable()
export class ExtensionTokensService {
  constructor(
    private readonly tokens: ExtensionTokenRepository,
    private readonly transactions: Transactions,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** At most EXTENSION_TOKENS_PER_USER live tokens, counted under the user's row lock. */
  async create(
    request: RpcInput<typeof CreateExtensionTokenRpc>,
  ): Promise<RpcReply<typeof CreateExtensionTokenRpc>> {
    const secret = generateExtensionToken();
    const tokenHash = extensionTokenHash(secret) as string;
    const outcome = await this.transactions.run(async (tx) => {
      if (!(await this.tokens.lockUser(tx, request.userId))) return 'no-user' as const;
      if ((await this.tokens.countLive(tx, request.userId)) >= EXTENSION_TOKENS_PER_USER) {
        return 'limit' as const;
      }
      return this.tokens.create(tx, { userId: request.userId, name: request.name, tokenHash });
    });
    if (outcome === 'no-user') throw new AppError(ErrorCode.Unauthenticated, IdentityMessages.sessionExpired);
    if (outcome === 'limit') {
      throw new AppError(ErrorCode.Conflict, ExtensionTokenMessages.limitReached, {
        name: ExtensionTokenMessages.limitReached,
      });
    }
    this.logger.info({ userId: request.userId, tokenId: outcome.id }, 'extension token created');
    return { token: toExtensionToken(outcome), secret };
  }

  async list(
    request: RpcInput<typeof ListExtensionTokensRpc>,
  ): Promise<RpcReply<typeof ListExtensionTokensRpc>> {
    return { items: (await this.tokens.listLive(request.userId)).map(toExtensionToken) };
  }

  async revoke(
    request: RpcInput<typeof RevokeExtensionTokenRpc>,
  ): Promise<RpcReply<typeof RevokeExtensionTokenRpc>> {
    if ((await this.tokens.revoke(request.userId, request.tokenId)) === 'not-found') {
      throw new AppError(ErrorCode.NotFound, ExtensionTokenMessages.notFound);
    }
    return { revoked: true };
  }

  /**
   * The token's user. Malformed, unknown and revoked tokens and a cancelled account get the same
   * refusal. The last use is written at most once a minute per token (LAST_USED_RESOLUTION_MS).
   */
  async authenticate(
    request: RpcInput<typeof AuthenticateExtensionTokenRpc>,
  ): Promise<RpcReply<typeof AuthenticateExtensionTokenRpc>> {
    const tokenHash = extensionTokenHash(request.token);
    const token = tokenHash ? await this.tokens.findLiveByHash(tokenHash) : null;
    if (!token || !mayUseAccount(token.accountStatus)) throw invalidToken();
    const now = new Date();
    if (lastUseIsDue(token.lastUsedAt, now)) await this.tokens.markUsed(token.id, now);
    return { userId: token.userId, tokenId: token.id };
  }
}
