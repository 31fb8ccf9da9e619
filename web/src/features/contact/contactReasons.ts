import { CONTACT_REASONS, type TContactReason } from '@hirerelay/domain';
import type { SelectOption } from '../../components/form/SelectField';

const REASON_LABELS = {
  general: 'General question',
  support: 'Support',
  billing: 'Billing',
  partnership: 'Partnership',
  feedback: 'Feedback',
  other: 'Other',
} as const satisfies Record<TContactReason, string>;

/** The reasons of the contact form's select, in the spec's order, with words a visitor reads. */
export const CONTACT_REASON_OPTIONS: readonly SelectOption[] = CONTACT_REASONS.map((reason) => ({
  value: reason,
  label: REASON_LABELS[reason],
}));
