import { Controller, Put, Req, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  CompleteOnboardingRpc,
  GetProfileRpc,
  GetResumeObjectRpc,
  RemoveResumeRpc,
  SetResumeRpc,
  UpdateProfileRpc,
  ZFileLink,
  ZProfile,
  ZProfilePatchBody,
} from '@hirerelay/contracts';
import { MSG_RESUME_NOT_PDF, safeResumeFileName } from '@hirerelay/domain';
import { RpcClient } from '@hirerelay/nest-common';
import type { FastifyRequest } from 'fastify';
import { CurrentUser, type AuthUser } from '../auth/auth-user.decorator.js';
import { JwtAuthGuard } from '../auth/jwt-auth.guard.js';
import type { z } from 'zod';
import { BodyInput } from '../common/http/body-input.decorator.js';
import { FileLinks } from '../files/file-links.service.js';
import { ObjectFiles, RESUME_UPLOAD_LIMIT } from '../files/object-files.service.js';
import { readSingleFile } from '../files/upload-errors.util.js';
import { ApiErrors, ApiFileBody, ApiJsonResponse } from '../openapi/zod-openapi.util.js';
import { JsonRoute } from '../common/http/json-route.decorator.js';

@ApiTags('profile')
@Controller('api')
@UseGuards(JwtAuthGuard)
export class ProfileController {
  constructor(
    private readonly rpc: RpcClient,
    private readonly files: ObjectFiles,
    private readonly links: FileLinks,
  ) {}

  @JsonRoute('GET', 'profile', 'getProfile', {
    summary: "The signed-in user's profile",
    reply: ZProfile,
    errors: [401],
  })
  getProfile(@CurrentUser() user: AuthUser) {
    return this.rpc.request(GetProfileRpc, { userId: user.userId });
  }

  @JsonRoute('PATCH', 'profile', 'updateProfile', {
    summary: 'Saves some profile fields (a wizard step or settings)',
    reply: ZProfile,
    errors: [400, 401, 403],
  })
  updateProfile(
    @CurrentUser() user: AuthUser,
    @BodyInput(ZProfilePatchBody) { step, ...patch }: z.output<typeof ZProfilePatchBody>,
  ) {
    return this.rpc.request(UpdateProfileRpc, { userId: user.userId, patch, ...(step ? { step } : {}) });
  }

  @Put('profile/resume')
  @ApiOperation({
    operationId: 'uploadResume',
    summary: 'Uploads the resume (PDF under 5MB), replacing any earlier one',
  })
  @ApiFileBody()
  @ApiJsonResponse(200, ZProfile)
  @ApiErrors(400, 401, 403, 413)
  async uploadResume(@CurrentUser() user: AuthUser, @Req() request: FastifyRequest) {
    const file = await readSingleFile(request, RESUME_UPLOAD_LIMIT, MSG_RESUME_NOT_PDF);
    const stored = await this.files.storeResume(user.userId, file);
    const { profile } = await this.files.recordUpload(stored.objectKey, () =>
      this.rpc.request(SetResumeRpc, {
        userId: user.userId,
        objectKey: stored.objectKey,
        fileName: safeResumeFileName(file.filename),
        size: stored.size,
      }),
    );
    return profile;
  }

  @JsonRoute('DELETE', 'profile/resume', 'removeResume', {
    summary: 'Removes the resume',
    reply: ZProfile,
    errors: [401, 403],
  })
  async removeResume(@CurrentUser() user: AuthUser) {
    const { profile, removedObjectKey } = await this.rpc.request(RemoveResumeRpc, { userId: user.userId });
    await this.files.remove(removedObjectKey);
    return profile;
  }

  @JsonRoute('GET', 'profile/resume/link', 'getResumeLink', {
    summary: 'A five-minute download link for the resume',
    reply: ZFileLink,
    errors: [401, 404],
  })
  async resumeLink(@CurrentUser() user: AuthUser) {
    const object = await this.rpc.request(GetResumeObjectRpc, {
      userId: user.userId,
      requesterId: user.userId,
    });
    return this.links.sign(object.objectKey, object.fileName);
  }

  @JsonRoute('POST', 'onboarding/complete', 'completeOnboarding', {
    summary: 'Finishes onboarding when every required field is present',
    reply: [201, ZProfile],
    errors: [400, 401, 403],
  })
  completeOnboarding(@CurrentUser() user: AuthUser) {
    return this.rpc.request(CompleteOnboardingRpc, { userId: user.userId });
  }
}
