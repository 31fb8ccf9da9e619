import type { TStaffMember } from './queueTypes';

/** How the assignment control names a staff member in its sentences: "you" for the signed-in one. */
export const nameOf = (member: TStaffMember | null, meId: string | undefined) =>
  member ? (member.id === meId ? 'you' : member.fullName || member.email || 'a staff member') : 'nobody';
