import { Controller } from '@nestjs/common';
import { FindTextToApplyAccountRpc, GetSmsContactRpc } from '@hirerelay/contracts';
import { RpcHandler, RpcPayload, type RpcInput } from '@hirerelay/nest-common';
import { TextToApplyService } from './text-to-apply.service.js';

@Controller()
export class TextToApplyHandler {
  constructor(private readonly textToApply: TextToApplyService) {}

  @RpcHandler(FindTextToApplyAccountRpc)
  findAccount(@RpcPayload(FindTextToApplyAccountRpc) request: RpcInput<typeof FindTextToApplyAccountRpc>) {
    return this.textToApply.findAccount(request);
  }

  @RpcHandler(GetSmsContactRpc)
  getContact(@RpcPayload(GetSmsContactRpc) request: RpcInput<typeof GetSmsContactRpc>) {
    return this.textToApply.getContact(request);
  }
}
