/**
 * What uploads may be: the resume's and the job documents' sizes and kinds. Kept free of zod (the
 * file schemas and checks are in validation/files.ts) so the SPA's upload fields can name them
 * without loading zod.
 */
export const RESUME_MAX_BYTES = 5 * 1024 * 1024;
export const RESUME_MIME_TYPE = 'application/pdf';
export const RESUME_ACCEPT = '.pdf,application/pdf';

// The dashboard spec shows no limit for job documents; they are resumes and cover letters too.
export const DOCUMENT_MAX_BYTES = RESUME_MAX_BYTES;
export const DOCUMENT_EXTENSIONS = ['.pdf', '.doc', '.docx'] as const;
export const DOCUMENT_ACCEPT = DOCUMENT_EXTENSIONS.join(',');
