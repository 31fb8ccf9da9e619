import { Controller } from '@nestjs/common';
import {
  GetTextToApplySettingsRpc,
  RequestPhoneVerificationCodeRpc,
  SetSmsUpdatesRpc,
  SetTextToApplyPhoneRpc,
  VerifyPhoneRpc,
} from '@hirerelay/contracts';
import { RpcHandler, RpcPayload, type RpcInput } from '@hirerelay/nest-common';
import { TextToApplySettingsService } from './text-to-apply-settings.service.js';

@Controller()
export class TextToApplySettingsHandler {
  constructor(private readonly settings: TextToApplySettingsService) {}

  @RpcHandler(GetTextToApplySettingsRpc)
  getSettings(@RpcPayload(GetTextToApplySettingsRpc) request: RpcInput<typeof GetTextToApplySettingsRpc>) {
    return this.settings.getSettings(request);
  }

  @RpcHandler(SetTextToApplyPhoneRpc)
  setPhone(@RpcPayload(SetTextToApplyPhoneRpc) request: RpcInput<typeof SetTextToApplyPhoneRpc>) {
    return this.settings.setPhone(request);
  }

  @RpcHandler(RequestPhoneVerificationCodeRpc)
  requestCode(
    @RpcPayload(RequestPhoneVerificationCodeRpc) request: RpcInput<typeof RequestPhoneVerificationCodeRpc>,
  ) {
    return this.settings.requestCode(request);
  }

  @RpcHandler(VerifyPhoneRpc)
  verify(@RpcPayload(VerifyPhoneRpc) request: RpcInput<typeof VerifyPhoneRpc>) {
    return this.settings.verify(request);
  }

  @RpcHandler(SetSmsUpdatesRpc)
  setSmsUpdates(@RpcPayload(SetSmsUpdatesRpc) request: RpcInput<typeof SetSmsUpdatesRpc>) {
    return this.settings.setSmsUpdates(request);
  }
}
