import { Controller } from '@nestjs/common';
import { GetSubscriptionRpc } from '@hirerelay/contracts';
import { RpcHandler, RpcPayload, type RpcInput } from '@hirerelay/nest-common';
import { SubscriptionViewService } from './subscription-view.service.js';

@Controller()
export class SubscriptionsHandler {
  constructor(private readonly views: SubscriptionViewService) {}

  @RpcHandler(GetSubscriptionRpc)
  get(@RpcPayload(GetSubscriptionRpc) request: RpcInput<typeof GetSubscriptionRpc>) {
    return this.views.get(request);
  }
}
