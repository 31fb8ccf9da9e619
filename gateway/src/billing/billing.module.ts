import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { BillingController } from './billing.controller.js';
import { PlansController } from './plans.controller.js';

/** The plan catalogue and a user's subscription, invoices, usage, checkout and portal. */
@Module({
  imports: [AuthModule],
  controllers: [PlansController, BillingController],
})
export class BillingModule {}
