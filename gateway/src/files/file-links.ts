import { createHmac, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { AppError, ErrorCode } from '@hirerelay/contracts';
import { z } from 'zod';
import { GATEWAY_CONFIG, type TGatewayEnv } from '../config/env.js';

const LINK_TTL_SECONDS = 5 * 60;

export const ZFileLink = z.object({ url: z.string(), expiresAt: z.iso.datetime() });
export type TFileLink = z.infer<typeof ZFileLink>;

export const ZFileLinkQuery = z.object({
  key: z.string().min(1).max(1000),
  name: z.string().min(1).max(255),
  expires: z.coerce.number().int(),
  sig: z.string().min(1).max(100),
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
    if (!parsed.success) throw new AppError(ErrorCode.NotFound, 'Not found');
    const { key, name, expires, sig } = parsed.data;
    const expected = Buffer.from(this.signature(key, name, expires));
    const given = Buffer.from(sig);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
      throw new AppError(ErrorCode.Forbidden, 'This download link is not valid.');
    }
    if (expires * 1000 < now) throw new AppError(ErrorCode.Forbidden, 'This download link has expired.');
    return { objectKey: key, fileName: name };
  }

  private signature(objectKey: string, fileName: string, expires: number): string {
    return createHmac('sha256', this.config.JWT_SECRET)
      .update(`file-link\n${objectKey}\n${fileName}\n${expires}`)
      .digest('base64url');
  }
}
