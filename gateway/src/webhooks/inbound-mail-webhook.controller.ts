import { randomUUID } from 'node:crypto';
import { DeleteObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { Body, Controller, Headers, HttpCode, Inject, Post, Query, Req } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiHeader, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import {
  AppError,
  ErrorCode,
  INBOUND_MAIL_MAX_BYTES,
  INBOUND_MAIL_STAGING_PREFIX,
  InboundMailMessages,
  ReceiveInboundMailRpc,
} from '@hirerelay/contracts';
import { RpcClient } from '@hirerelay/nest-common';
import type { FastifyRequest } from 'fastify';
import { GatewayMessages } from '../common/gateway.messages.js';
import { RawMailBody } from '../common/http/mail-body.plugin.js';
import { OBJECT_STORE, type ObjectStore } from '../common/infra/infra.providers.js';
import { SkipCsrf } from '../common/security/csrf.guard.js';
import { RateLimiter } from '../common/security/rate-limit.service.js';
import { GATEWAY_CONFIG, type TGatewayEnv } from '../config/env.js';
import { ApiErrors, ApiJsonResponse } from '../openapi/zod-openapi.util.js';
import { verifyInboundMailSignature } from './inbound-mail-signature.util.js';

/** How long the gateway waits for notifications to take a message (read, parse, store, record). */
const INBOUND_MAIL_RPC_TIMEOUT_MS = 20_000;

/** The one recipient, from the header or the query (not both, not twice); null otherwise. */
function recipientOf(header: string | string[] | undefined, query: unknown): string | null {
  const fromQuery = typeof query === 'string' ? query : undefined;
  if (Array.isArray(header) || (header !== undefined && fromQuery !== undefined)) return null;
  const value = (header ?? fromQuery)?.trim();
  return value && value.length <= 320 ? value : null;
}

/**
 * Mail providers that post inbound mail over HTTP (instead of our MX): the raw RFC 5322 message
 * (`message/rfc822`, at most 10 MiB: bigger is 413 from its Content-Length, unread), the reply
 * address in `X-HireRelay-Recipient` or `?recipient=`, signed with `X-HireRelay-Signature:
 * t=<unix>,v1=<hex HMAC-SHA256 of "t.body">` and INBOUND_MAIL_WEBHOOK_SECRET (5 minutes' tolerance,
 * constant-time compare). Nothing is stored before the signature is verified (401 otherwise). A
 * verified message is staged in the object store under `inbound-mail/incoming/` (NATS carries at
 * most ~1 MB) and its key sent to notifications, which takes it like an SMTP delivery and deletes
 * the staged object whatever the outcome; an unknown recipient is 404 with nothing kept. Without
 * the secret the route is 404, as if it did not exist.
 */
@ApiTags('webhooks')
@Controller('api/webhooks/inbound-mail')
export class InboundMailWebhookController {
  constructor(
    private readonly rpc: RpcClient,
    private readonly limiter: RateLimiter,
    @Inject(GATEWAY_CONFIG) private readonly config: TGatewayEnv,
    @Inject(OBJECT_STORE) private readonly store: ObjectStore,
  ) {}

  @Post()
  @HttpCode(200)
  @SkipCsrf()
  @RawMailBody(INBOUND_MAIL_MAX_BYTES)
  @ApiOperation({
    operationId: 'receiveInboundMail',
    summary: "A raw e-mail to a user's reply address, signed by the mail provider (not for the SPA)",
  })
  @ApiConsumes('message/rfc822')
  @ApiHeader({
    name: 'X-HireRelay-Signature',
    required: true,
    description: 't=<unix time>,v1=<HMAC-SHA256 hex>',
  })
  @ApiHeader({
    name: 'X-HireRelay-Recipient',
    required: false,
    description: 'The reply address (or ?recipient=)',
  })
  @ApiQuery({
    name: 'recipient',
    required: false,
    description: 'The reply address (or X-HireRelay-Recipient)',
  })
  @ApiBody({
    description: 'The RFC 5322 message, byte for byte as signed',
    schema: { type: 'string', format: 'binary' },
  })
  @ApiJsonResponse(200, ReceiveInboundMailRpc.reply)
  @ApiErrors(400, 401, 404, 413, 415, 429, 503)
  async receive(
    @Body() body: unknown,
    @Headers('x-hirerelay-signature') signature: string | string[] | undefined,
    @Headers('x-hirerelay-recipient') recipientHeader: string | string[] | undefined,
    @Query('recipient') recipientQuery: unknown,
    @Req() request: FastifyRequest,
  ) {
    const secret = this.config.INBOUND_MAIL_WEBHOOK_SECRET;
    if (secret === undefined) throw new AppError(ErrorCode.NotFound, GatewayMessages.notFound);
    await this.limiter.hit('inbound-mail-webhook', request.ip, this.config.RATE_LIMIT_INBOUND_MAIL_WEBHOOK);
    const raw = Buffer.isBuffer(body) ? body : Buffer.alloc(0);
    if (!verifyInboundMailSignature(secret, signature, raw, Math.floor(Date.now() / 1000)))
      throw new AppError(ErrorCode.Unauthenticated, InboundMailMessages.invalidSignature);
    const recipient = recipientOf(recipientHeader, recipientQuery);
    if (!recipient || raw.length === 0)
      throw new AppError(ErrorCode.Validation, InboundMailMessages.missingRecipient);

    const objectKey = `${INBOUND_MAIL_STAGING_PREFIX}${randomUUID()}.eml`;
    await this.store.client.send(
      new PutObjectCommand({
        Bucket: this.store.bucket,
        Key: objectKey,
        Body: raw,
        ContentType: 'message/rfc822',
      }),
    );
    try {
      return await this.rpc.request(
        ReceiveInboundMailRpc,
        { recipient, objectKey, clientIp: request.ip },
        { timeoutMs: INBOUND_MAIL_RPC_TIMEOUT_MS },
      );
    } catch (error) {
      // notifications removes the staged object itself; this covers a request that never reached it.
      await this.store.client
        .send(new DeleteObjectCommand({ Bucket: this.store.bucket, Key: objectKey }))
        .catch(() => undefined);
      throw error;
    }
  }
}
