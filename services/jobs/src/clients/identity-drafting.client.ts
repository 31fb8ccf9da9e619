import { Injectable } from '@nestjs/common';
import { DraftingFactsRpc, type RpcReply } from '@hirerelay/contracts';
import { RpcClient } from '@hirerelay/nest-common';

/**
 * identity's drafting facts of a job's owner: the names and years a draft may use, and apart from
 * them the private values drafting redacts. identity checks the staff actor itself; a refusal or
 * identity away fails the draft (closed: nothing is drafted without knowing what to redact).
 */
@Injectable()
export class IdentityDraftingClient {
  constructor(private readonly rpc: RpcClient) {}

  facts(actorId: string, userId: string): Promise<RpcReply<typeof DraftingFactsRpc>> {
    return this.rpc.request(DraftingFactsRpc, { actorId, userId });
  }
}
