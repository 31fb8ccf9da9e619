import { Injectable } from '@nestjs/common';
import type { TJobOwner, TJobsPage, TStaffMember } from '@hirerelay/contracts';
import { JobOwners } from './job-owners.service.js';

/**
 * Names for the queue and the assignment: customers and staff members by user id, asked of
 * identity in one batched question through `JobOwners` (its timeout, its degradation: an id
 * identity does not answer for in time is simply absent, and the page still goes out).
 */
@Injectable()
export class StaffNames {
  constructor(private readonly owners: JobOwners) {}

  /** The contacts of `userIds` that identity knows (at most 200 ids). */
  async contacts(userIds: Iterable<string>, actorId: string): Promise<Map<string, TJobOwner>> {
    const ids = [...new Set(userIds)];
    const found = new Map<string, TJobOwner>();
    if (ids.length === 0) return found;
    // JobOwners names the owner of each row of a jobs page: a row per id asks for exactly them.
    const page = { items: ids.map((userId) => ({ userId })), nextCursor: null } as unknown as TJobsPage;
    const { items } = await this.owners.decorate(page, actorId);
    for (const row of items) if (row.owner) found.set(row.userId, row.owner);
    return found;
  }
}

/** A staff member by id with the name identity gave, or the bare id's member with no name. */
export function staffMember(id: string | null, contacts: Map<string, TJobOwner>): TStaffMember | null {
  if (id === null) return null;
  const contact = contacts.get(id);
  return { id, fullName: contact?.fullName ?? null, email: contact?.email ?? '' };
}
