import { Inject, Injectable } from '@nestjs/common';
import {
  AppError,
  BillingMessages,
  CheckQuotaRpc,
  ErrorCode,
  IMPORT_REFUSAL_REASONS,
  ReleaseQuotaRpc,
  ReserveQuotaRpc,
  type TImportRefusalReason,
} from '@hirerelay/contracts';
import { LOGGER, RpcClient } from '@hirerelay/nest-common';
import type { Logger } from 'pino';

/**
 * Which of billing's three refusals a FORBIDDEN reservation is, by billing's own message table:
 * the SPA gets it as `fields.reason` to pick the import dialog's toast and its action.
 */
export function quotaRefusalReason(message: string): TImportRefusalReason {
  if (message === BillingMessages.subscriptionRequired) return IMPORT_REFUSAL_REASONS.subscriptionRequired;
  if (message === BillingMessages.subscriptionInactive) return IMPORT_REFUSAL_REASONS.subscriptionInactive;
  return IMPORT_REFUSAL_REASONS.limitReached;
}

/** billing's quota ledger, as an import uses it: one application reserved per job, released on failure. */
@Injectable()
export class BillingQuotaClient {
  private readonly logger: Logger;

  constructor(
    private readonly rpc: RpcClient,
    @Inject(LOGGER) logger: Logger,
  ) {
    this.logger = logger.child({ component: 'billing-quota' });
  }

  /**
   * Takes one application for the job and names the user's plan. billing's refusals keep their
   * texts (FORBIDDEN) and gain `fields.reason`; anything else (billing away) passes as it is.
   */
  async reserve(userId: string, jobId: string): Promise<{ planName: string }> {
    try {
      const { planName } = await this.rpc.request(ReserveQuotaRpc, { userId, jobId });
      return { planName };
    } catch (error) {
      throw this.refusal(error);
    }
  }

  /** A FORBIDDEN from billing with its `fields.reason`; anything else (billing away) as it is. */
  private refusal(error: unknown): unknown {
    if (error instanceof AppError && error.code === ErrorCode.Forbidden) {
      return new AppError(ErrorCode.Forbidden, error.message, { reason: quotaRefusalReason(error.message) });
    }
    return error;
  }

  /** billing's refusals of a reservation, read only (nothing taken): the review step's early answer. */
  async check(userId: string): Promise<void> {
    try {
      await this.rpc.request(CheckQuotaRpc, { userId });
    } catch (error) {
      throw this.refusal(error);
    }
  }

  /**
   * Gives the job's application back. A failure is logged, not thrown: the import already failed
   * for its own reason, and billing's sweep gives back what nobody confirmed.
   */
  async releaseQuietly(jobId: string): Promise<void> {
    try {
      await this.rpc.request(ReleaseQuotaRpc, { jobId });
    } catch (error) {
      this.logger.warn({ err: error, jobId }, 'quota reservation not released; the sweep will give it back');
    }
  }
}
