import { Injectable } from '@nestjs/common';
import {
  AppError,
  ErrorCode,
  IdentityMessages,
  type FindTextToApplyAccountRpc,
  type GetSmsContactRpc,
  type RpcReply,
} from '@hirerelay/contracts';
import type { RpcInput } from '@hirerelay/nest-common';
import { TextToApplyRepository } from './text-to-apply.repository.js';

/** Text-to-apply: which account a texted number belongs to, and where texts about a user may go. */
@Injectable()
export class TextToApplyService {
  constructor(private readonly repository: TextToApplyRepository) {}

  async findAccount({
    phone,
  }: RpcInput<typeof FindTextToApplyAccountRpc>): Promise<RpcReply<typeof FindTextToApplyAccountRpc>> {
    return { account: await this.repository.findAccountByVerifiedPhone(phone) };
  }

  /** Only a verified number is a place to text: an unproven one may be someone else's. */
  async getContact({
    userId,
  }: RpcInput<typeof GetSmsContactRpc>): Promise<RpcReply<typeof GetSmsContactRpc>> {
    const contact = await this.repository.findSmsContact(userId);
    if (!contact) throw new AppError(ErrorCode.NotFound, IdentityMessages.userNotFound);
    return {
      phone: contact.smsPhoneVerifiedAt ? contact.smsPhone : null,
      smsUpdates: contact.smsConsent,
    };
  }
}
