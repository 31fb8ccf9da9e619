import { Module } from '@nestjs/common';
import { CustomerRepository } from './customer.repository.js';

/** Users' Stripe customers, kept by checkout and the webhooks (no RPC of its own). */
@Module({
  providers: [CustomerRepository],
  exports: [CustomerRepository],
})
export class CustomersModule {}
