import type { TExtensionToken } from '@hirerelay/contracts';
import type { ExtensionTokenRecord } from './extension-token.repository.js';

export function toExtensionToken(record: ExtensionTokenRecord): TExtensionToken {
  return {
    id: record.id,
    name: record.name,
    createdAt: record.createdAt.toISOString(),
    lastUsedAt: record.lastUsedAt?.toISOString() ?? null,
  };
}
