import { Get, Inject, Param, Res } from '@nestjs/common';
import { ApiOperation, ApiProduces } from '@nestjs/swagger';
import {
  DRAFT_GENERATE_RPC_TIMEOUT_MS,
  GenerateJobDraftRpc,
  ListJobDraftsRpc,
  MarkDraftAttachedRpc,
  PrepareDraftAttachmentRpc,
  RenderJobDraftDocxRpc,
  SaveJobDraftRpc,
  SetJobDocumentRpc,
  ZGenerateDraftBody,
  ZJobDocument,
  ZJobDraft,
  ZJobDraftList,
  ZSaveDraftBody,
  type TGenerateDraftBody,
  type TSaveDraftBody,
} from '@hirerelay/contracts';
import { RpcClient } from '@hirerelay/nest-common';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { CurrentUser, type AuthUser } from '../auth/auth-user.decorator.js';
import { StaffController } from '../auth/staff-controller.decorator.js';
import { BodyInput } from '../common/http/body-input.decorator.js';
import { IdParam } from '../common/http/path-params.pipe.js';
import { GATEWAY_CONFIG, type TGatewayEnv } from '../config/env.js';
import { ObjectFiles } from '../files/object-files.service.js';
import { ApiErrors } from '../openapi/zod-openapi.util.js';
import { JsonRoute } from '../common/http/json-route.decorator.js';
import { staffActor } from './job-actor.mapper.js';

const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/**
 * Staff's drafts of a job's cover letter and recruiter outreach (issue 27). Staff only: AdminGuard
 * here, and jobs (and identity, for the owner's facts) check the actor again. Attaching stores the
 * PDF jobs rendered at the key jobs chose and records it through the same `jobs.document.set` as an
 * upload, so the document rules are the same; the cover letter it replaces is deleted.
 */
@StaffController('api/jobs', 'jobs')
export class JobDraftsController {
  constructor(
    private readonly rpc: RpcClient,
    private readonly files: ObjectFiles,
    @Inject(GATEWAY_CONFIG) private readonly config: TGatewayEnv,
  ) {}

  @JsonRoute('GET', ':id/drafts', 'listJobDrafts', {
    summary: "Staff: the job's drafts (newest first) and whether its plan offers outreach drafts",
    reply: ZJobDraftList,
    errors: [401, 403, 404, 503],
  })
  list(@Param('id', IdParam) id: string, @CurrentUser() admin: AuthUser) {
    return this.rpc.request(ListJobDraftsRpc, { actor: staffActor(admin), jobId: id });
  }

  @JsonRoute('POST', ':id/drafts', 'generateJobDraft', {
    summary:
      'Staff: generates a cover letter or (on plans with outreach) a recruiter outreach draft, by the configured model or the local drafter',
    reply: [201, ZJobDraft, 'Created'],
    errors: [400, 401, 403, 404, 503],
  })
  generate(
    @Param('id', IdParam) id: string,
    @BodyInput(ZGenerateDraftBody) { kind }: TGenerateDraftBody,
    @CurrentUser() admin: AuthUser,
  ) {
    // A slow model answers a local draft from jobs (its own timeout), never this call's 503.
    return this.rpc.request(
      GenerateJobDraftRpc,
      { actor: staffActor(admin), jobId: id, kind },
      { timeoutMs: Math.max(this.config.RPC_TIMEOUT_MS, DRAFT_GENERATE_RPC_TIMEOUT_MS) },
    );
  }

  @JsonRoute('PUT', ':id/drafts/:draftId', 'saveJobDraft', {
    summary: "Staff: saves an edit of one of the job's drafts",
    reply: ZJobDraft,
    errors: [400, 401, 403, 404, 503],
  })
  save(
    @Param('id', IdParam) id: string,
    @Param('draftId', IdParam) draftId: string,
    @BodyInput(ZSaveDraftBody) { body }: TSaveDraftBody,
    @CurrentUser() admin: AuthUser,
  ) {
    return this.rpc.request(SaveJobDraftRpc, { actor: staffActor(admin), jobId: id, draftId, body });
  }

  @Get(':id/drafts/:draftId/docx')
  @ApiOperation({
    operationId: 'downloadJobDraftDocx',
    summary: 'Staff: the draft as a Word document (.docx)',
  })
  @ApiProduces(DOCX_TYPE)
  @ApiErrors(401, 403, 404, 503)
  async docx(
    @Param('id', IdParam) id: string,
    @Param('draftId', IdParam) draftId: string,
    @CurrentUser() admin: AuthUser,
    @Res() reply: FastifyReply,
  ) {
    const file = await this.rpc.request(RenderJobDraftDocxRpc, {
      actor: staffActor(admin),
      jobId: id,
      draftId,
    });
    return reply
      .header('content-type', file.contentType)
      .header('content-disposition', `attachment; filename="${file.fileName}"`)
      .header('cache-control', 'private, no-store')
      .send(Buffer.from(file.base64, 'base64'));
  }

  @JsonRoute('POST', ':id/drafts/:draftId/attach', 'attachJobDraft', {
    summary:
      "Staff: attaches a cover letter draft as the job's cover letter (a PDF, replacing the one there); the owner then sees it",
    reply: [200, z.object({ draft: ZJobDraft, document: ZJobDocument })],
    errors: [400, 401, 403, 404, 413, 503],
    httpCode: 200,
  })
  async attach(
    @Param('id', IdParam) id: string,
    @Param('draftId', IdParam) draftId: string,
    @CurrentUser() admin: AuthUser,
  ) {
    const actor = staffActor(admin);
    const pdf = await this.rpc.request(PrepareDraftAttachmentRpc, { actor, jobId: id, draftId });
    const bytes = Buffer.from(pdf.pdf, 'base64');
    await this.files.storeBytes(pdf.objectKey, bytes, pdf.contentType);
    await this.files.recordUpload(pdf.objectKey, () =>
      this.rpc.request(SetJobDocumentRpc, {
        actor,
        jobId: id,
        type: 'cover_letter',
        objectKey: pdf.objectKey,
        fileName: pdf.fileName,
        size: bytes.length,
      }),
    );
    return this.rpc.request(MarkDraftAttachedRpc, { actor, jobId: id, draftId, objectKey: pdf.objectKey });
  }
}
