import { Module } from '@nestjs/common';
import { UsersModule } from '../users/users.module.js';
import { AuthHandler } from './auth.handler.js';
import { AuthService } from './auth.service.js';
import { LoginLinkRepository } from './login-link.repository.js';
import { SessionRepository } from './session.repository.js';

/** Signup, login (password or link), sessions and their refresh. */
@Module({
  imports: [UsersModule],
  controllers: [AuthHandler],
  providers: [SessionRepository, LoginLinkRepository, AuthService],
  exports: [SessionRepository, LoginLinkRepository],
})
export class AuthModule {}
