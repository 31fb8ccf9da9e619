import type { TJobDocumentType } from '@hirerelay/domain';

/** The three document kinds the content check accepts, with what the store records for each. */
export const DOCUMENT_KINDS = {
  pdf: { extension: '.pdf', contentType: 'application/pdf' },
  doc: { extension: '.doc', contentType: 'application/msword' },
  docx: {
    extension: '.docx',
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  },
} as const;
export type TDocumentKind = keyof typeof DOCUMENT_KINDS;

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

/** The folder of a job's documents of one type: `<userId>/jobs/<jobId>/<type>/`. */
const folderOf = (ownerId: string, jobId: string, type: TJobDocumentType): string =>
  `${ownerId}/jobs/${jobId}/${type}/`;

/** A new object key for an upload: `<userId>/jobs/<jobId>/<type>/<uuid>.<ext>`, under the owner's prefix. */
export const documentObjectKey = (
  ownerId: string,
  jobId: string,
  type: TJobDocumentType,
  fileId: string,
  kind: TDocumentKind,
): string => `${folderOf(ownerId, jobId, type)}${fileId}${DOCUMENT_KINDS[kind].extension}`;

/**
 * Whether `key` is one documentObjectKey issues for this job and type: the gateway hands back the
 * key it stored under, and a key of another job, type or user (or with `..`) is refused.
 */
export function isDocumentObjectKey(
  key: string,
  ownerId: string,
  jobId: string,
  type: TJobDocumentType,
): boolean {
  const folder = folderOf(ownerId, jobId, type);
  if (!key.startsWith(folder)) return false;
  return new RegExp(`^${UUID}\\.(pdf|doc|docx)$`).test(key.slice(folder.length));
}
