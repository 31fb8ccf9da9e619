import { Controller } from '@nestjs/common';
import { AddInternalNoteRpc, ListInternalNotesRpc } from '@hirerelay/contracts';
import { RpcHandler, RpcPayload, type RpcInput } from '@hirerelay/nest-common';
import { InternalNotesService } from './internal-notes.service.js';

@Controller()
export class InternalNotesHandler {
  constructor(private readonly notes: InternalNotesService) {}

  @RpcHandler(ListInternalNotesRpc)
  list(@RpcPayload(ListInternalNotesRpc) request: RpcInput<typeof ListInternalNotesRpc>) {
    return this.notes.list(request);
  }

  @RpcHandler(AddInternalNoteRpc)
  add(@RpcPayload(AddInternalNoteRpc) request: RpcInput<typeof AddInternalNoteRpc>) {
    return this.notes.add(request);
  }
}
