import { Module } from '@nestjs/common';
import { ClientsModule } from '../clients/clients.module.js';
import { CatalogueHandler } from './catalogue.handler.js';
import { CatalogueService } from './catalogue.service.js';

/** The plans and their Stripe prices. */
@Module({
  imports: [ClientsModule],
  controllers: [CatalogueHandler],
  providers: [CatalogueService],
  exports: [CatalogueService],
})
export class CatalogueModule {}
