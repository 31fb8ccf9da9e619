import type { DraftingFactsRpc, RpcReply } from '@hirerelay/contracts';
import type { DraftingPersonRecord } from './drafting-facts.repository.js';

const present = (values: (string | null | undefined)[]): string[] => [
  ...new Set(values.map((value) => value?.trim() ?? '').filter((value) => value !== '')),
];

/**
 * The person as drafting sees them: the names and years a draft may use, and apart from them the
 * values its redaction removes from everything sent (never a draft's input).
 */
export function toDraftingFacts(person: DraftingPersonRecord): RpcReply<typeof DraftingFactsRpc> {
  const profile = person.profile;
  const fullName =
    profile?.fullName?.trim() ||
    [profile?.firstName, profile?.lastName].filter(Boolean).join(' ').trim() ||
    null;
  return {
    facts: {
      fullName,
      firstName: profile?.firstName?.trim() || null,
      yearsOfExperience: profile?.yearsExperience ?? null,
    },
    redact: {
      emails: present([person.email]),
      phones: present([profile?.phoneNumber, person.smsPhone]),
      addresses: present([profile?.address]),
      selfIdentification: present([
        profile?.gender,
        profile?.ethnicity,
        profile?.disabilityStatus,
        profile?.militaryStatus,
      ]),
    },
  };
}
