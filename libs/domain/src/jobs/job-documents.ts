/**
 * The kinds of document a job holds. Kept free of zod (the schema, ZJobDocumentType, is in
 * validation/files.ts) so the SPA's job page can list them without loading zod.
 */
export const JOB_DOCUMENT_TYPES = ['resume', 'cover_letter'] as const;
export type TJobDocumentType = (typeof JOB_DOCUMENT_TYPES)[number];

/**
 * `PUT /api/jobs/{id}/documents/{type}` names the type in its path as `resume` or `cover-letter`:
 * the path's word for each stored type (the gateway's path pipe, the SPA's links).
 */
export const JOB_DOCUMENT_PATH_TYPES = {
  resume: 'resume',
  'cover-letter': 'cover_letter',
} as const satisfies Record<string, TJobDocumentType>;
