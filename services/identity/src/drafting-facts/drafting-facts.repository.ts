import { Inject, Injectable } from '@nestjs/common';
import { DATABASE } from '@hirerelay/nest-common';
import type { TAccountStatus, TRole } from '@hirerelay/domain';
import type { Database } from '../database.js';

/** One person's stored values drafting asks about: the account's e-mail and phone, and the profile's fields. */
export interface DraftingPersonRecord {
  email: string;
  smsPhone: string | null;
  profile: {
    fullName: string | null;
    firstName: string | null;
    lastName: string | null;
    yearsExperience: number | null;
    phoneNumber: string | null;
    address: string | null;
    gender: string | null;
    ethnicity: string | null;
    disabilityStatus: string | null;
    militaryStatus: string | null;
  } | null;
}

/** The reads of the drafting facts (users and profiles, read only). */
@Injectable()
export class DraftingFactsRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /** The caller's role and status, for the admin check. */
  findActor(id: string): Promise<{ role: TRole; status: TAccountStatus } | null> {
    return this.db.user.findUnique({ where: { id }, select: { role: true, status: true } });
  }

  findPerson(userId: string): Promise<DraftingPersonRecord | null> {
    return this.db.user.findUnique({
      where: { id: userId },
      select: {
        email: true,
        smsPhone: true,
        profile: {
          select: {
            fullName: true,
            firstName: true,
            lastName: true,
            yearsExperience: true,
            phoneNumber: true,
            address: true,
            gender: true,
            ethnicity: true,
            disabilityStatus: true,
            militaryStatus: true,
          },
        },
      },
    });
  }
}
