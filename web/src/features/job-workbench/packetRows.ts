import type { TApplicationPacket } from './workbenchTypes';
import { WorkbenchMessages } from './workbenchMessages';

/** One line of the packet: a label and its value as staff paste it (null: not provided). */
export interface PacketRow {
  label: string;
  value: string | null;
  /** A link to open the value (a profile, a posting). */
  href?: string;
  /** How staff use the value, under its label. */
  note?: string;
  /** What shows when the value is null, when not 'Not provided' (it exists but could not be read). */
  missing?: string;
}

const text = (value: string | number | null | undefined): string | null =>
  value === null || value === undefined || value === '' ? null : String(value);

const link = (label: string, url: string | null): PacketRow => ({
  label,
  value: url,
  ...(url ? { href: url } : {}),
});

/** The customer's lines, in the order an application form asks for them. */
export function customerRows(packet: TApplicationPacket): PacketRow[] {
  const { customer } = packet;
  return [
    { label: 'Name', value: text(customer.fullName) },
    // The reply address is the applicant's e-mail on forms: employers' answers then reach the job.
    {
      label: WorkbenchMessages.replyAddress,
      value: text(customer.replyAddress),
      note: WorkbenchMessages.replyAddressNote,
      missing: WorkbenchMessages.replyAddressUnavailable,
    },
    { label: 'Personal e-mail', value: text(customer.email), note: WorkbenchMessages.personalEmailNote },
    { label: 'Phone', value: text(customer.phoneNumber) },
    { label: 'Address', value: text(customer.address) },
    { label: 'Work authorization', value: text(customer.workAuthorization) },
    {
      label: 'Languages',
      value: customer.languagesSpoken.length > 0 ? customer.languagesSpoken.join(', ') : null,
    },
    { label: 'Years of experience', value: text(customer.yearsExperience) },
    link('LinkedIn', customer.linkedinUrl),
    link('Portfolio', customer.portfolioUrl),
  ];
}

/** The voluntary self-identification answers (staff only, for the application form). */
export function voluntaryRows(packet: TApplicationPacket): PacketRow[] {
  const { voluntary } = packet.customer;
  return [
    { label: 'Gender', value: text(voluntary.gender) },
    { label: 'Ethnicity', value: text(voluntary.ethnicity) },
    { label: 'Military status', value: text(voluntary.militaryStatus) },
    { label: 'Disability', value: text(voluntary.disabilityStatus) },
  ];
}

/** The job's lines: its links, then each recruiter's ways to reach them. */
export function jobRows(packet: TApplicationPacket): PacketRow[] {
  const { job } = packet;
  return [
    link('Job post', job.url),
    link('Apply at', job.appliedUrl),
    ...job.recruiters.flatMap((recruiter, index) => {
      const name = job.recruiters.length > 1 ? `Recruiter ${String(index + 1)}` : 'Recruiter';
      return [
        { label: name, value: text(recruiter.name) },
        { label: `${name} e-mail`, value: text(recruiter.email) },
        link(`${name} profile`, recruiter.profileUrl),
        { label: `${name} phone`, value: text(recruiter.phone) },
      ];
    }),
  ];
}
