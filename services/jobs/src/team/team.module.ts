import { Module } from '@nestjs/common';
import { TeamFiguresHandler } from './team-figures.handler.js';
import { TeamFiguresRepository } from './team-figures.repository.js';
import { TeamFiguresService } from './team-figures.service.js';

/** The team figures for staff, per period, computed in SQL. */
@Module({
  controllers: [TeamFiguresHandler],
  providers: [TeamFiguresRepository, TeamFiguresService],
})
export class TeamModule {}
