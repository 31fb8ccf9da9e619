import { Injectable } from '@nestjs/common';
import { AppError, ErrorCode, GetSessionUserRpc, type TSessionUser } from '@hirerelay/contracts';
import { RpcClient } from '@hirerelay/nest-common';

/** A user e-mails go to: identity's current address, name and account state. */
export type Recipient = Pick<TSessionUser, 'email' | 'fullName' | 'status'>;

/**
 * Users' addresses come from identity when an e-mail is sent, so a changed address is used at
 * once and notifications keeps no copy of them. A failure other than "no such user" throws: the
 * e-mail stays due and is tried again.
 */
@Injectable()
export class IdentityUsersClient {
  constructor(private readonly rpc: RpcClient) {}

  async recipient(userId: string): Promise<Recipient | null> {
    try {
      const { email, fullName, status } = await this.rpc.request(GetSessionUserRpc, { userId });
      return { email, fullName, status };
    } catch (error) {
      if (error instanceof AppError && error.code === ErrorCode.NotFound) return null;
      throw error;
    }
  }
}
