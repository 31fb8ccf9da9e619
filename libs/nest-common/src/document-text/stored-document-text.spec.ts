import { MSG_RESUME_UNREADABLE } from '@hirerelay/domain';
import {
  DocumentTextPool,
  UNREADABLE_DOCUMENT_MESSAGE,
  type DocumentTextResult,
} from '@hirerelay/document-text';
import { describe, expect, it } from 'vitest';
import type { ObjectStoreReader, StoredObjectRead } from '../object-store/object-store.js';
import { StoredDocumentText } from './stored-document-text.js';

const storeAnswering = (answer: StoredObjectRead, asked: number[] = []) =>
  ({
    read: async (_key: string, maxBytes: number) => {
      asked.push(maxBytes);
      return answer;
    },
    close: () => {},
  }) as unknown as ObjectStoreReader;

const poolAnswering = (result: DocumentTextResult) =>
  ({
    budgets: { maxInputBytes: 1234 },
    extract: async () => result,
    close: async () => {},
  }) as unknown as DocumentTextPool;

describe('StoredDocumentText', () => {
  it('reads no more than the extraction takes, and extracts what it read', async () => {
    const asked: number[] = [];
    const stored = new StoredDocumentText(
      storeAnswering({ state: 'found', bytes: Buffer.from('%PDF'), contentType: 'application/pdf' }, asked),
      poolAnswering({ state: 'text', text: 'Jordan' }),
    );
    expect(await stored.read('u/resumes/a.pdf')).toEqual({ state: 'text', text: 'Jordan' });
    expect(asked).toEqual([1234]);
  });

  it('calls a missing object broken and one over the budget too large', async () => {
    const pool = poolAnswering({ state: 'text', text: 'never' });
    expect(await new StoredDocumentText(storeAnswering({ state: 'missing' }), pool).read('k')).toEqual({
      state: 'unreadable',
      reason: 'broken',
    });
    expect(
      await new StoredDocumentText(storeAnswering({ state: 'too-large', size: 99_999 }), pool).read('k'),
    ).toEqual({ state: 'unreadable', reason: 'too-large' });
  });

  it('shows the web app the same words as the library', () => {
    expect(MSG_RESUME_UNREADABLE).toBe(UNREADABLE_DOCUMENT_MESSAGE);
  });
});
