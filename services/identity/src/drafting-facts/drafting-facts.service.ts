import { Injectable } from '@nestjs/common';
import {
  AppError,
  ErrorCode,
  IdentityMessages,
  type DraftingFactsRpc,
  type RpcReply,
} from '@hirerelay/contracts';
import { isActiveAdmin } from '@hirerelay/domain';
import type { RpcInput } from '@hirerelay/nest-common';
import { toDraftingFacts } from './drafting-facts.mapper.js';
import { DraftingFactsRepository } from './drafting-facts.repository.js';

/** What drafting (jobs' drafts) may know of a person, for staff only. */
@Injectable()
export class DraftingFactsService {
  constructor(private readonly repository: DraftingFactsRepository) {}

  async facts({
    actorId,
    userId,
  }: RpcInput<typeof DraftingFactsRpc>): Promise<RpcReply<typeof DraftingFactsRpc>> {
    // Roles are identity's: the caller names the staff actor and identity checks it, as every admin call.
    const actor = await this.repository.findActor(actorId);
    if (!actor || !isActiveAdmin(actor)) throw new AppError(ErrorCode.Forbidden, IdentityMessages.forbidden);
    const person = await this.repository.findPerson(userId);
    if (!person) throw new AppError(ErrorCode.NotFound, IdentityMessages.userNotFound);
    return toDraftingFacts(person);
  }
}
