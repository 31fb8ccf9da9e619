import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ListPlansRpc, ZPlanCatalogue, type TPlanCatalogue } from '@hirerelay/contracts';
import { RpcClient } from '@hirerelay/nest-common';
import { SingleFlightCache } from '../health/single-flight-cache.util.js';
import { JsonRoute } from '../common/http/json-route.decorator.js';

/** The catalogue changes only with a deployment: a minute's reuse spares billing every page view. */
const PLANS_CACHE_MS = 60_000;

@ApiTags('billing')
@Controller('api/plans')
export class PlansController {
  private readonly cache = new SingleFlightCache<TPlanCatalogue>(PLANS_CACHE_MS);

  constructor(private readonly rpc: RpcClient) {}

  @JsonRoute('GET', undefined, 'listPlans', {
    summary: 'The three plans and the extra pack, with their prices (public)',
    reply: ZPlanCatalogue,
    errors: [503],
  })
  list(): Promise<TPlanCatalogue> {
    return this.cache.get(() => this.rpc.request(ListPlansRpc, {}));
  }
}
