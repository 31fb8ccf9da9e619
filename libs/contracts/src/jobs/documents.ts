import { z } from 'zod';
import { DOCUMENT_MAX_BYTES, plainText, WORD_PACKAGE_TAIL_BYTES, ZJobDocumentType } from '@hirerelay/domain';
import { defineRpc } from '../define.js';
import { ZJobActor } from './job.js';
import { ZJobDocument } from './detail.js';

/**
 * How many leading bytes of an upload the gateway sends with `jobs.document.prepare-upload` (the
 * longest signature the content check reads: the 8-byte OLE header of a .doc).
 */
export const JOB_DOCUMENT_HEAD_BYTES = 8;

/** Largest accepted job document in bytes: "under 5 MB". */
export const JOB_DOCUMENT_UPLOAD_LIMIT = DOCUMENT_MAX_BYTES - 1;

/**
 * `PUT /api/jobs/{id}/documents/{type}` takes a multipart body with one file; `type` is the path's
 * `resume` or `cover-letter` (ZJobDocumentType's `resume` / `cover_letter`). The table lives in
 * @hirerelay/domain's zod-free jobs/job-documents.ts, so the SPA's job page reads it without zod.
 */
export { JOB_DOCUMENT_PATH_TYPES } from '@hirerelay/domain';

const ZDocumentRef = z.object({ actor: ZJobActor, jobId: z.uuid(), type: ZJobDocumentType });

/**
 * Step one of an upload, before any byte is stored: the owner or staff may upload (another user's
 * job FORBIDDEN, unknown NOT_FOUND), and the file's first bytes (`head`, base64, at least
 * JOB_DOCUMENT_HEAD_BYTES unless the file is shorter) must be a .pdf, .doc or .docx by content
 * (VALIDATION `Please upload a PDF, DOC or DOCX file` on `file`). jobs answers the object key
 * (`<ownerId>/jobs/<jobId>/<type>/<uuid>.<ext>`), the content type and the cleaned file name; the
 * gateway streams the bytes there, at most `maxBytes`. `tailBytes` is how many of the file's last
 * bytes jobs needs with `jobs.document.set` to finish the content check (a .docx's package
 * directory: WORD_PACKAGE_TAIL_BYTES), 0 when the first bytes were enough.
 */
export const PrepareJobDocumentUploadRpc = defineRpc(
  'jobs.document.prepare-upload.v1',
  ZDocumentRef.extend({
    fileName: z.string().max(1000).optional(),
    head: z.base64().max(64),
  }),
  z.object({
    objectKey: z.string(),
    contentType: z.string(),
    fileName: z.string(),
    maxBytes: z.number().int().positive(),
    tailBytes: z.number().int().min(0).max(WORD_PACKAGE_TAIL_BYTES),
  }),
);

/**
 * Step two, once the bytes are stored: records the document (replacing the earlier one of that
 * type). The key must be one prepare-upload issues for this job and type, the size under 5 MB
 * (PAYLOAD_TOO_LARGE `File size should be less than 5MB`), and a .docx must be a Word package by
 * its `tail` (VALIDATION `Please upload a PDF, DOC or DOCX file`: the gateway then deletes the
 * stored object). `replacedObjectKey` is the earlier upload's object, for the gateway to delete.
 */
export const SetJobDocumentRpc = defineRpc(
  'jobs.document.set.v1',
  ZDocumentRef.extend({
    objectKey: z.string().min(1).max(500),
    fileName: plainText(255).pipe(z.string().min(1)),
    size: z.number().int().positive(),
    /** The file's last `tailBytes` bytes (base64) when prepare-upload asked for them. */
    tail: z
      .base64()
      .max(Math.ceil(WORD_PACKAGE_TAIL_BYTES / 3) * 4)
      .optional(),
  }),
  z.object({ document: ZJobDocument, replacedObjectKey: z.string().nullable() }),
);

/** `DELETE /api/jobs/{id}/documents/{type}`: the owner or staff. `removedObjectKey` for the gateway to delete. */
export const RemoveJobDocumentRpc = defineRpc(
  'jobs.document.remove.v1',
  ZDocumentRef,
  z.object({ removedObjectKey: z.string().nullable() }),
);

/**
 * Where a document's bytes are, for a signed link (the owner or staff only). An upload names its
 * object; the profile-resume reference names the owner, whose resume identity serves
 * (`GetResumeObjectRpc`). No document of that type: NOT_FOUND `Document not found`.
 */
export const GetJobDocumentObjectRpc = defineRpc(
  'jobs.document.get-object.v1',
  ZDocumentRef,
  z.discriminatedUnion('source', [
    z.object({ source: z.literal('upload'), objectKey: z.string(), fileName: z.string() }),
    z.object({ source: z.literal('profile-resume'), ownerId: z.uuid() }),
  ]),
  { idempotent: true },
);
