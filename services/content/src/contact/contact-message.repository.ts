import { Injectable } from '@nestjs/common';
import type { TContactForm } from '@hirerelay/domain';
import type { Tx } from '../database.js';
import type { ContactMessage } from '../generated/prisma/client.js';

export type ContactMessageRecord = ContactMessage;

@Injectable()
export class ContactMessageRepository {
  /** Inside the caller's transaction, which also enqueues the event that e-mails it to support. */
  create(tx: Tx, message: TContactForm & { userId: string | null }): Promise<ContactMessageRecord> {
    return tx.contactMessage.create({ data: message });
  }
}
