import { createHmac, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { AppError, ErrorCode, type TFileLink } from '@hirerelay/contracts';
import { z } from 'zod';
import { GATEWAY_CONFIG, type TGatewayEnv } from '../config/env.js';
import { GatewayMessages } from '../common/gateway.messages.js';

const LINK_TTL_SECONDS = 5 * 60;

export const ZFileLinkQuery = z.object({
  key: z.string().min(1).max(1000).describe('The object, as the link names it.'),
  name: z.string().min(1).max(255).describe('The file name the download is saved as.'),
  expires: z.coerce.number().int().describe('When the link expires, in seconds since 1970.'),
  sig: z.string().min(1).max(100).describe("The gateway's signature over key, name and expiry."),
});

/**
 * Short-lived download links. The object store stays private; the gateway hands out a link only
 * after the owning service said the caller may read the file, and the link streams it through the
 * gateway for five minutes. The signature binds object, file name and expiry.
 */
@Injectable()
export class FileLinks {
  constructor(@Inject(GATEWAY_CONFIG) private readonly config: TGatewayEnv) {}

  sign(objectKey: string, fileName: string, now = Date.now()): TFileLink {
    const expires = Math.floor(now / 1000) + LINK_TTL_SECONDS;
    const params = new URLSearchParams({
      key: objectKey,
      name: fileName,
      expires: String(expires),
      sig: this.signature(objectKey, fileName, expires),
    });
    return {
      url: `/api/files/download?${params.toString()}`,
      expiresAt: new Date(expires * 1000).toISOString(),
    };
  }

  verify(query: unknown, now = Date.now()): { objectKey: string; fileName: string } {
    const parsed = ZFileLinkQuery.safeParse(query);
    if (!parsed.success) throw new AppError(ErrorCode.NotFound, GatewayMessages.notFound);
    const { key, name, expires, sig } = parsed.data;
    const expected = Buffer.from(this.signature(key, name, expires));
    const given = Buffer.from(sig);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
      throw new AppError(ErrorCode.Forbidden, GatewayMessages.downloadLinkInvalid);
    }
    if (expires * 1000 < now) throw new AppError(ErrorCode.Forbidden, GatewayMessages.downloadLinkExpired);
    return { objectKey: key, fileName: name };
  }

  private signature(objectKey: string, fileName: string, expires: number): string {
    return createHmac('sha256', this.config.JWT_SECRET)
      .update(`file-link\n${objectKey}\n${fileName}\n${expires}`)
      .digest('base64url');
  }
}
