import { Injectable } from '@nestjs/common';
import {
  AppError,
  ErrorCode,
  IMPORT_REFUSAL_REASONS,
  ImportJobRpc,
  JOB_PAGE_RPC_TIMEOUT_MS,
} from '@hirerelay/contracts';
import { RpcClient } from '@hirerelay/nest-common';

/** What an import by text came to: the job, or the refusal the reply explains. */
export type SmsImportResult =
  | { kind: 'imported'; job: { id: string; title: string; company: string }; detailsNeeded: boolean }
  | { kind: 'duplicate'; jobId: string | null }
  | {
      kind: 'refused';
      reason: 'subscription-required' | 'subscription-inactive' | 'limit-reached';
      message: string;
    }
  | { kind: 'unreadable' };

const QUOTA_REASONS = new Set<string>([
  IMPORT_REFUSAL_REASONS.subscriptionRequired,
  IMPORT_REFUSAL_REASONS.subscriptionInactive,
  IMPORT_REFUSAL_REASONS.limitReached,
]);

/**
 * jobs' one import path (`jobs.job.import.v1`: subscription and quota, duplicates, the lookup behind
 * the SSRF guard) for a link texted from a verified number. Refusals a reply can explain become
 * results; anything else (jobs or billing away) throws, and the webhook fails without recording.
 */
@Injectable()
export class JobsImportClient {
  constructor(private readonly rpc: RpcClient) {}

  async importJob(userId: string, url: string, idempotencyKey?: string): Promise<SmsImportResult> {
    try {
      // jobs reads the page first: its refusal of a slow page must come before this call gives up.
      const { job, detailsSource } = await this.rpc.request(
        ImportJobRpc,
        { userId, url, idempotencyKey },
        { timeoutMs: JOB_PAGE_RPC_TIMEOUT_MS },
      );
      return {
        kind: 'imported',
        job: { id: job.id, title: job.title, company: job.company },
        // A page jobs could not read: imported all the same, staff fill in the details.
        detailsNeeded: detailsSource === 'none',
      };
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      const reason = error.fields?.reason;
      if (error.code === ErrorCode.Conflict && reason === IMPORT_REFUSAL_REASONS.duplicate)
        return { kind: 'duplicate', jobId: error.fields?.jobId ?? null };
      if (error.code === ErrorCode.Forbidden && reason && QUOTA_REASONS.has(reason))
        return {
          kind: 'refused',
          reason: reason as 'subscription-required' | 'subscription-inactive' | 'limit-reached',
          message: error.message,
        };
      // The link's rules, or an address the SSRF rules refuse (`Failed to fetch job data`).
      if (error.code === ErrorCode.Validation) return { kind: 'unreadable' };
      throw error;
    }
  }
}
