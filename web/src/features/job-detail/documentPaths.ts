import { JOB_DOCUMENT_PATH_TYPES } from '@hirerelay/domain';
import type { TJobDocumentType } from './jobDetailTypes';

type TDocumentPathType = keyof typeof JOB_DOCUMENT_PATH_TYPES;

/** The route's word for a document type (`cover_letter` → `cover-letter`), from the contract's table. */
export function documentPathType(type: TJobDocumentType): TDocumentPathType {
  const entry = Object.entries(JOB_DOCUMENT_PATH_TYPES).find(([, stored]) => stored === type);
  return (entry?.[0] ?? 'resume') as TDocumentPathType;
}
