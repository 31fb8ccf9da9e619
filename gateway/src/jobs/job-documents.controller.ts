import { Controller, Delete, Get, HttpCode, Param, Put, Req, UseGuards } from '@nestjs/common';
import { ApiNoContentResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import {
  GetJobDocumentObjectRpc,
  GetResumeObjectRpc,
  JOB_DOCUMENT_HEAD_BYTES,
  JOB_DOCUMENT_UPLOAD_LIMIT,
  PrepareJobDocumentUploadRpc,
  RemoveJobDocumentRpc,
  SetJobDocumentRpc,
  ZFileLink,
  ZJobDocument,
  type TJobActor,
} from '@hirerelay/contracts';
import { MSG_DOCUMENT_TYPE_NOT_ALLOWED, type TJobDocumentType } from '@hirerelay/domain';
import { RpcClient } from '@hirerelay/nest-common';
import type { FastifyRequest } from 'fastify';
import { CurrentUser, type AuthUser } from '../auth/auth-user.decorator.js';
import { JwtAuthGuard } from '../auth/jwt-auth.guard.js';
import { IdParam, JobDocumentTypeParam } from '../common/http/path-params.pipe.js';
import { FileLinks } from '../files/file-links.service.js';
import { ObjectFiles, readUploadHead } from '../files/object-files.service.js';
import { readSingleFile } from '../files/upload-errors.util.js';
import { ApiErrors, ApiFileBody, ApiJsonResponse } from '../openapi/zod-openapi.util.js';
import { jobActorOf } from './job-actor.mapper.js';

const TYPE_PARAM = { name: 'type', enum: ['resume', 'cover-letter'] };

/**
 * A job's resume and cover letter, for the owner and staff. jobs owns the rules (who may, which
 * file types by content, where the object goes); the gateway, which alone reaches the object store,
 * streams the bytes there and back through short-lived signed links.
 */
@ApiTags('jobs')
@Controller('api/jobs')
@UseGuards(JwtAuthGuard)
export class JobDocumentsController {
  constructor(
    private readonly rpc: RpcClient,
    private readonly files: ObjectFiles,
    private readonly links: FileLinks,
  ) {}

  @Put(':id/documents/:type')
  @ApiOperation({
    operationId: 'uploadJobDocument',
    summary:
      'Uploads the job’s resume or cover letter (.pdf, .doc or .docx by content, under 5 MB), replacing it',
  })
  @ApiParam(TYPE_PARAM)
  @ApiFileBody()
  @ApiJsonResponse(200, ZJobDocument)
  @ApiErrors(400, 401, 403, 404, 413, 503)
  async upload(
    @Param('id', IdParam) id: string,
    @Param('type', JobDocumentTypeParam) type: TJobDocumentType,
    @CurrentUser() user: AuthUser,
    @Req() request: FastifyRequest,
  ) {
    const file = await readSingleFile(request, JOB_DOCUMENT_UPLOAD_LIMIT, MSG_DOCUMENT_TYPE_NOT_ALLOWED);
    const actor = jobActorOf(user);
    const upload = await readUploadHead(file, JOB_DOCUMENT_HEAD_BYTES);
    const target = await this.rpc
      .request(PrepareJobDocumentUploadRpc, {
        actor,
        jobId: id,
        type,
        fileName: file.filename,
        head: upload.head.subarray(0, JOB_DOCUMENT_HEAD_BYTES).toString('base64'),
      })
      .catch(async (error: unknown) => {
        await upload.discard();
        throw error;
      });
    const { size, tail } = await this.files.storeUpload(upload, target);
    const { document } = await this.files.recordUpload(target.objectKey, () =>
      this.rpc.request(SetJobDocumentRpc, {
        actor,
        jobId: id,
        type,
        objectKey: target.objectKey,
        fileName: target.fileName,
        size,
        ...(target.tailBytes > 0 ? { tail: tail.toString('base64') } : {}),
      }),
    );
    return document;
  }

  @Delete(':id/documents/:type')
  @HttpCode(204)
  @ApiOperation({ operationId: 'removeJobDocument', summary: 'Removes the job’s resume or cover letter' })
  @ApiParam(TYPE_PARAM)
  @ApiNoContentResponse({ description: 'Removed' })
  @ApiErrors(401, 403, 404, 503)
  async remove(
    @Param('id', IdParam) id: string,
    @Param('type', JobDocumentTypeParam) type: TJobDocumentType,
    @CurrentUser() user: AuthUser,
  ): Promise<void> {
    const { removedObjectKey } = await this.rpc.request(RemoveJobDocumentRpc, {
      actor: jobActorOf(user),
      jobId: id,
      type,
    });
    await this.files.remove(removedObjectKey);
  }

  @Get(':id/documents/:type/link')
  @ApiOperation({
    operationId: 'getJobDocumentLink',
    summary: 'A five-minute view link for the job’s resume or cover letter (the owner or staff)',
  })
  @ApiParam(TYPE_PARAM)
  @ApiJsonResponse(200, ZFileLink)
  @ApiErrors(401, 403, 404, 503)
  async link(
    @Param('id', IdParam) id: string,
    @Param('type', JobDocumentTypeParam) type: TJobDocumentType,
    @CurrentUser() user: AuthUser,
  ) {
    const actor = jobActorOf(user);
    const object = await this.rpc.request(GetJobDocumentObjectRpc, { actor, jobId: id, type });
    if (object.source === 'upload') return this.links.sign(object.objectKey, object.fileName);
    return this.profileResumeLink(object.ownerId, actor);
  }

  /** A job's resume that refers to the owner's profile resume: identity names its object. */
  private async profileResumeLink(ownerId: string, actor: TJobActor) {
    const resume = await this.rpc.request(GetResumeObjectRpc, { userId: ownerId, requesterId: actor.userId });
    return this.links.sign(resume.objectKey, resume.fileName);
  }
}
