import { applyDecorators, Injectable, type PipeTransform } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { AppError, type RpcContract } from '@hirerelay/contracts';
import type { z } from 'zod';

type AnyRpc = RpcContract<z.ZodType, z.ZodType>;

@Injectable()
class ContractPayloadPipe implements PipeTransform {
  constructor(private readonly schema: z.ZodType) {}

  transform(value: unknown): unknown {
    const result = this.schema.safeParse(value);
    if (!result.success) throw AppError.fromZod(result.error);
    return result.data;
  }
}

/** Marks a method as the handler of a request/reply contract (one subject, one handler). */
export function RpcHandler(contract: AnyRpc): MethodDecorator {
  return applyDecorators(MessagePattern(contract.subject));
}

/** The handler's payload, parsed with the contract's request schema; bad input is a VALIDATION error. */
export function RpcPayload(contract: AnyRpc): ParameterDecorator {
  return Payload(new ContractPayloadPipe(contract.request));
}
