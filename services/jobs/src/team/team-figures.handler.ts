import { Controller } from '@nestjs/common';
import { TeamFiguresRpc } from '@hirerelay/contracts';
import { RpcHandler, RpcPayload, type RpcInput } from '@hirerelay/nest-common';
import { TeamFiguresService } from './team-figures.service.js';

@Controller()
export class TeamFiguresHandler {
  constructor(private readonly figures: TeamFiguresService) {}

  @RpcHandler(TeamFiguresRpc)
  figuresOf(@RpcPayload(TeamFiguresRpc) request: RpcInput<typeof TeamFiguresRpc>) {
    return this.figures.figuresOf(request);
  }
}
