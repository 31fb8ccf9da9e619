import { Injectable, type PipeTransform } from '@nestjs/common';
import { AppError, ErrorCode, JOB_DOCUMENT_PATH_TYPES, ZCheckoutSessionId } from '@hirerelay/contracts';
import { ZBlogSlug } from '@hirerelay/domain';
import { z } from 'zod';
import { GatewayMessages } from '../gateway.messages.js';

/**
 * The longest path parameter the router matches (Fastify's default is 100): a blog slug may be
 * 120 characters. Longer ones are refused before routing, in the house shape (framework-errors.plugin.ts).
 */
export const MAX_PATH_PARAM_LENGTH = 200;

/**
 * Validates one `:param` of a route with the schema of what it names. A parameter that cannot name
 * anything (not a UUID, not a slug, NUL or other control characters) is NOT_FOUND, the same answer
 * as a well-formed name that matches nothing, and never reaches a service or a database.
 */
@Injectable()
class PathParamPipe<T extends string = string> implements PipeTransform<unknown, T> {
  constructor(private readonly schema: z.ZodType<T, string>) {}

  transform(value: unknown): T {
    const parsed = this.schema.safeParse(value);
    if (!parsed.success) throw new AppError(ErrorCode.NotFound, GatewayMessages.notFound);
    return parsed.data;
  }
}

/** `:id` of any record: every id in the system is a UUID. */
export const IdParam = new PathParamPipe(z.uuid());

/** `:slug` of a blog post, by the same rule that saves slugs. */
export const SlugParam = new PathParamPipe(ZBlogSlug);

/** `:sessionId` of a Stripe Checkout Session (`cs_test_…`, `cs_live_…`). */
export const CheckoutSessionIdParam = new PathParamPipe(ZCheckoutSessionId);

/** `:type` of a job document: `resume` or `cover-letter` in the path, jobs' `resume` / `cover_letter`. */
export const JobDocumentTypeParam = new PathParamPipe(
  z.enum(['resume', 'cover-letter']).transform((type) => JOB_DOCUMENT_PATH_TYPES[type]),
);
