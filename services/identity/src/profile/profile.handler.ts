import { Controller } from '@nestjs/common';
import {
  CompleteOnboardingRpc,
  GetProfileRpc,
  GetResumeObjectRpc,
  RemoveResumeRpc,
  SetResumeRpc,
  UpdateProfileRpc,
} from '@hirerelay/contracts';
import { RpcHandler, RpcPayload, type RpcInput } from '@hirerelay/nest-common';
import { ProfileService } from './profile.service.js';

@Controller()
export class ProfileHandler {
  constructor(private readonly profiles: ProfileService) {}

  @RpcHandler(GetProfileRpc)
  get(@RpcPayload(GetProfileRpc) request: RpcInput<typeof GetProfileRpc>) {
    return this.profiles.get(request);
  }

  @RpcHandler(UpdateProfileRpc)
  update(@RpcPayload(UpdateProfileRpc) request: RpcInput<typeof UpdateProfileRpc>) {
    return this.profiles.update(request);
  }

  @RpcHandler(SetResumeRpc)
  setResume(@RpcPayload(SetResumeRpc) request: RpcInput<typeof SetResumeRpc>) {
    return this.profiles.setResume(request);
  }

  @RpcHandler(RemoveResumeRpc)
  removeResume(@RpcPayload(RemoveResumeRpc) request: RpcInput<typeof RemoveResumeRpc>) {
    return this.profiles.removeResume(request);
  }

  @RpcHandler(GetResumeObjectRpc)
  getResumeObject(@RpcPayload(GetResumeObjectRpc) request: RpcInput<typeof GetResumeObjectRpc>) {
    return this.profiles.getResumeObject(request);
  }

  @RpcHandler(CompleteOnboardingRpc)
  completeOnboarding(@RpcPayload(CompleteOnboardingRpc) request: RpcInput<typeof CompleteOnboardingRpc>) {
    return this.profiles.complete(request);
  }
}
