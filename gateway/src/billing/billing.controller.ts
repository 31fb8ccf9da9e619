import { Controller, Inject, Param, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  CreateCheckoutRpc,
  CreateExtraPackCheckoutRpc,
  CreatePortalRpc,
  GetCheckoutSessionRpc,
  GetSessionUserRpc,
  GetSubscriptionRpc,
  GetUsageRpc,
  ListInvoicesRpc,
  ZCheckoutBody,
  ZCheckoutSessionState,
  ZExtraPacksBody,
  ZHostedPage,
  ZInvoicesReply,
  ZSubscriptionReply,
  ZUsageReply,
} from '@hirerelay/contracts';
import { RpcClient } from '@hirerelay/nest-common';
import { CurrentUser, type AuthUser } from '../auth/auth-user.decorator.js';
import { JwtAuthGuard } from '../auth/jwt-auth.guard.js';
import { CheckoutSessionIdParam } from '../common/http/path-params.pipe.js';
import type { z } from 'zod';
import { BodyInput } from '../common/http/body-input.decorator.js';
import { RateLimiter } from '../common/security/rate-limit.service.js';
import { GATEWAY_CONFIG, type TGatewayEnv } from '../config/env.js';
import { billingReturnUrls, type BillingReturnUrls } from './return-urls.util.js';
import { JsonRoute } from '../common/http/json-route.decorator.js';

/**
 * The signed-in user's own billing: their subscription, invoices and usage, and the Stripe pages
 * (Checkout, Billing Portal) they are sent to in the same tab. The user, their e-mail and the
 * return addresses come from the session and the gateway; the body only picks a plan or a count.
 */
@ApiTags('billing')
@Controller('api/billing')
@UseGuards(JwtAuthGuard)
export class BillingController {
  private readonly returnUrls: BillingReturnUrls;

  constructor(
    private readonly rpc: RpcClient,
    private readonly limiter: RateLimiter,
    @Inject(GATEWAY_CONFIG) private readonly config: TGatewayEnv,
  ) {
    this.returnUrls = billingReturnUrls(config.PUBLIC_BASE_URL);
  }

  @JsonRoute('GET', 'subscription', 'getSubscription', {
    summary: "The user's current subscription with this period's usage; null when none",
    reply: ZSubscriptionReply,
    errors: [401, 503],
  })
  subscription(@CurrentUser() user: AuthUser) {
    return this.rpc.request(GetSubscriptionRpc, { userId: user.userId });
  }

  @JsonRoute('GET', 'invoices', 'listInvoices', {
    summary: "The user's 10 latest paid invoices, newest first",
    reply: ZInvoicesReply,
    errors: [401, 503],
  })
  invoices(@CurrentUser() user: AuthUser) {
    return this.rpc.request(ListInvoicesRpc, { userId: user.userId });
  }

  @JsonRoute('GET', 'usage', 'getUsage', {
    summary: "This billing period's applications used of the quota; null without a subscription",
    reply: ZUsageReply,
    errors: [401, 503],
  })
  usage(@CurrentUser() user: AuthUser) {
    return this.rpc.request(GetUsageRpc, { userId: user.userId });
  }

  @JsonRoute('POST', 'checkout', 'createCheckout', {
    summary: 'A Stripe Checkout page for a plan; the browser goes there (back to the subscription page)',
    reply: ZHostedPage,
    errors: [400, 401, 403, 409, 429, 503],
    httpCode: 200,
  })
  async checkout(
    @CurrentUser() user: AuthUser,
    @BodyInput(ZCheckoutBody) { planId }: z.output<typeof ZCheckoutBody>,
  ) {
    await this.limit(user);
    const { email, fullName } = await this.rpc.request(GetSessionUserRpc, { userId: user.userId });
    return this.rpc.request(CreateCheckoutRpc, {
      userId: user.userId,
      email,
      name: fullName,
      planId,
      successUrl: this.returnUrls.checkoutSuccess,
      cancelUrl: this.returnUrls.checkoutCanceled,
    });
  }

  @JsonRoute('GET', 'checkout-sessions/:sessionId', 'getCheckoutSession', {
    summary:
      "One of the user's own checkouts (the success address's session_id): open, complete or expired, and paid or not; another user's is 404",
    reply: ZCheckoutSessionState,
    errors: [401, 404, 503],
  })
  checkoutSession(
    @CurrentUser() user: AuthUser,
    @Param('sessionId', CheckoutSessionIdParam) sessionId: string,
  ) {
    return this.rpc.request(GetCheckoutSessionRpc, { userId: user.userId, sessionId });
  }

  @JsonRoute('POST', 'extra-packs', 'createExtraPackCheckout', {
    summary: 'A one-time Stripe Checkout page for packs of 5 extra applications this period',
    reply: ZHostedPage,
    errors: [400, 401, 403, 429, 503],
    httpCode: 200,
  })
  async extraPacks(
    @CurrentUser() user: AuthUser,
    @BodyInput(ZExtraPacksBody) { packs }: z.output<typeof ZExtraPacksBody>,
  ) {
    await this.limit(user);
    return this.rpc.request(CreateExtraPackCheckoutRpc, {
      userId: user.userId,
      packs,
      successUrl: this.returnUrls.checkoutSuccess,
      cancelUrl: this.returnUrls.checkoutCanceled,
    });
  }

  @JsonRoute('POST', 'portal', 'createPortalSession', {
    summary: 'A Stripe Billing Portal page (cancel, resume, change plan, update the card)',
    reply: ZHostedPage,
    errors: [401, 403, 404, 429, 503],
    httpCode: 200,
  })
  async portal(@CurrentUser() user: AuthUser) {
    await this.limit(user);
    return this.rpc.request(CreatePortalRpc, {
      userId: user.userId,
      returnUrl: this.returnUrls.portalReturn,
    });
  }

  /** Each of these makes Stripe objects: counted per user (see RATE_LIMIT_BILLING). */
  private limit(user: AuthUser): Promise<void> {
    return this.limiter.hit('billing', user.userId, this.config.RATE_LIMIT_BILLING);
  }
}
