import { INBOUND_SMS_RPC_TIMEOUT_MS, JOB_PAGE_RPC_TIMEOUT_MS } from '@hirerelay/contracts';
import type { RpcRequestOptions } from '@hirerelay/nest-common';
import type { TGatewayEnv } from '../config/env.js';

/**
 * The deadline of a request that makes jobs read a job page (lookup, the dialog's and the
 * extension's imports): jobs' own refusal of a slow or unreadable page must arrive before the
 * gateway gives up (RPC_TIMEOUT_MS, 5 s, would answer 503 while jobs is still fetching). An
 * RPC_TIMEOUT_MS set longer still counts.
 */
export const jobPageRpc = (config: TGatewayEnv): RpcRequestOptions => ({
  timeoutMs: Math.max(config.RPC_TIMEOUT_MS, JOB_PAGE_RPC_TIMEOUT_MS),
});

/** The same for an incoming text, whose link notifications imports through jobs. */
export const inboundSmsRpc = (config: TGatewayEnv): RpcRequestOptions => ({
  timeoutMs: Math.max(config.RPC_TIMEOUT_MS, INBOUND_SMS_RPC_TIMEOUT_MS),
});
