import { Module } from '@nestjs/common';
import { ExtensionTokenRepository } from './extension-token.repository.js';
import { ExtensionTokensHandler } from './extension-tokens.handler.js';
import { ExtensionTokensService } from './extension-tokens.service.js';

/** The browser extension's tokens. */
@Module({
  controllers: [ExtensionTokensHandler],
  providers: [ExtensionTokenRepository, ExtensionTokensService],
})
export class ExtensionTokensModule {}
