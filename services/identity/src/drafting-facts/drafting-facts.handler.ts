import { Controller } from '@nestjs/common';
import { DraftingFactsRpc } from '@hirerelay/contracts';
import { RpcHandler, RpcPayload, type RpcInput } from '@hirerelay/nest-common';
import { DraftingFactsService } from './drafting-facts.service.js';

@Controller()
export class DraftingFactsHandler {
  constructor(private readonly service: DraftingFactsService) {}

  @RpcHandler(DraftingFactsRpc)
  facts(@RpcPayload(DraftingFactsRpc) request: RpcInput<typeof DraftingFactsRpc>) {
    return this.service.facts(request);
  }
}
