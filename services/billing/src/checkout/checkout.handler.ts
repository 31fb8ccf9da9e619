import { Controller } from '@nestjs/common';
import {
  CreateCheckoutRpc,
  CreateExtraPackCheckoutRpc,
  CreatePortalRpc,
  GetCheckoutSessionRpc,
} from '@hirerelay/contracts';
import { RpcHandler, RpcPayload, type RpcInput } from '@hirerelay/nest-common';
import { CheckoutService } from './checkout.service.js';

@Controller()
export class CheckoutHandler {
  constructor(private readonly checkout: CheckoutService) {}

  @RpcHandler(CreateCheckoutRpc)
  create(@RpcPayload(CreateCheckoutRpc) request: RpcInput<typeof CreateCheckoutRpc>) {
    return this.checkout.checkout(request);
  }

  @RpcHandler(CreateExtraPackCheckoutRpc)
  extraPacks(@RpcPayload(CreateExtraPackCheckoutRpc) request: RpcInput<typeof CreateExtraPackCheckoutRpc>) {
    return this.checkout.extraPacks(request);
  }

  @RpcHandler(GetCheckoutSessionRpc)
  session(@RpcPayload(GetCheckoutSessionRpc) request: RpcInput<typeof GetCheckoutSessionRpc>) {
    return this.checkout.session(request);
  }

  @RpcHandler(CreatePortalRpc)
  portal(@RpcPayload(CreatePortalRpc) request: RpcInput<typeof CreatePortalRpc>) {
    return this.checkout.portal(request);
  }
}
