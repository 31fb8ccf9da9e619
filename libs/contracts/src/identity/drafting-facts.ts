import { z } from 'zod';
import { defineRpc } from '../define.js';

/** What a drafter may use of a person's profile: their names and years of experience, nothing else. */
export const ZDraftingProfileFacts = z.object({
  fullName: z.string().nullable(),
  firstName: z.string().nullable(),
  yearsOfExperience: z.number().int().nullable(),
});
export type TDraftingProfileFacts = z.infer<typeof ZDraftingProfileFacts>;

/**
 * A person's values that must never leave the system, for drafting's redaction: the account and
 * contact e-mail, the profile and text-to-apply phones, the address, and the voluntary
 * self-identification (EEO) answers (gender, ethnicity, disability and veteran status).
 */
export const ZDraftingPrivateValues = z.object({
  emails: z.array(z.string()),
  phones: z.array(z.string()),
  addresses: z.array(z.string()),
  selfIdentification: z.array(z.string()),
});
export type TDraftingPrivateValues = z.infer<typeof ZDraftingPrivateValues>;

/**
 * Staff only (identity checks the actor is an active admin: FORBIDDEN otherwise): the facts of one
 * person a draft may use, and apart from them the private values drafting must redact from
 * everything it sends. Unknown user: NOT_FOUND.
 */
export const DraftingFactsRpc = defineRpc(
  'identity.drafting.facts.v1',
  z.object({ actorId: z.uuid(), userId: z.uuid() }),
  z.object({ facts: ZDraftingProfileFacts, redact: ZDraftingPrivateValues }),
  { idempotent: true },
);
