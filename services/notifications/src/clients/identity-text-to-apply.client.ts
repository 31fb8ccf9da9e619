import { Injectable } from '@nestjs/common';
import {
  AppError,
  ErrorCode,
  FindTextToApplyAccountRpc,
  GetSmsContactRpc,
  type RpcReply,
} from '@hirerelay/contracts';
import { RpcClient } from '@hirerelay/nest-common';

export type TextToApplyAccount = NonNullable<RpcReply<typeof FindTextToApplyAccountRpc>['account']>;
export type SmsContact = RpcReply<typeof GetSmsContactRpc>;

/**
 * identity's text-to-apply reads: whose verified number texted, and where texts about a user may go.
 * Asked at the moment of texting, so a number verified, changed or switched off a second ago counts.
 */
@Injectable()
export class IdentityTextToApplyClient {
  constructor(private readonly rpc: RpcClient) {}

  /** The account that verified this number, or null (unknown or unverified: nothing is imported). */
  async findAccount(phone: string): Promise<TextToApplyAccount | null> {
    return (await this.rpc.request(FindTextToApplyAccountRpc, { phone })).account;
  }

  /** The user's verified number and SMS choice; null when the user no longer exists. */
  async smsContact(userId: string): Promise<SmsContact | null> {
    try {
      return await this.rpc.request(GetSmsContactRpc, { userId });
    } catch (error) {
      if (error instanceof AppError && error.code === ErrorCode.NotFound) return null;
      throw error;
    }
  }
}
