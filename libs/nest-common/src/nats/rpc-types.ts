import type { RpcContract } from '@hirerelay/contracts';
import type { z } from 'zod';

/**
 * A request as the handler receives it: parsed by the contract (`@RpcPayload`), so defaults are
 * filled in and trims applied. (`RpcRequest`, in libs/contracts, is what a caller may send.)
 */
export type RpcInput<C> = C extends RpcContract<infer Req, z.ZodType> ? z.output<Req> : never;

/** A handler's answer: the contract's reply. Re-exported so a handler imports both from one place. */
export type { RpcReply } from '@hirerelay/contracts';
