/**
 * An `sms:` link for a number as it is displayed, e.g. '+1 (555) 010-0142' → 'sms:+15550100142'.
 * Null when the text holds no digits to dial.
 */
export function smsHref(displayNumber: string): string | null {
  const digits = displayNumber.replace(/\D/g, '');
  if (!digits) return null;
  return `sms:${displayNumber.trim().startsWith('+') ? '+' : ''}${digits}`;
}
