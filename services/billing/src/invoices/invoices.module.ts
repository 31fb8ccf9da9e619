import { Module } from '@nestjs/common';
import { InvoiceRepository } from './invoice.repository.js';
import { InvoicesHandler } from './invoices.handler.js';
import { InvoicesService } from './invoices.service.js';

/** The Transaction History; its invoice records are written by the webhooks and subscriptions. */
@Module({
  controllers: [InvoicesHandler],
  providers: [InvoiceRepository, InvoicesService],
  exports: [InvoiceRepository],
})
export class InvoicesModule {}
