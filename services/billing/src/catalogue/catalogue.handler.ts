import { Controller } from '@nestjs/common';
import { ListPlansRpc } from '@hirerelay/contracts';
import { RpcHandler, RpcPayload, type RpcInput } from '@hirerelay/nest-common';
import { CatalogueService } from './catalogue.service.js';

@Controller()
export class CatalogueHandler {
  constructor(private readonly catalogue: CatalogueService) {}

  @RpcHandler(ListPlansRpc)
  list(@RpcPayload(ListPlansRpc) _request: RpcInput<typeof ListPlansRpc>) {
    return this.catalogue.list();
  }
}
