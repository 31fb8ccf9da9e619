import type { RpcContract } from '@hirerelay/contracts';
import type { z } from 'zod';

/** A request as the handler receives it: parsed by the contract, so defaults and trims applied. */
export type RpcInput<C> = C extends RpcContract<infer Req, z.ZodType> ? z.output<Req> : never;
