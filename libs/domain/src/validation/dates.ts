import { z } from 'zod';
import { MSG_DATE_INVALID } from './messages.js';

/**
 * The years any date in the system may have. ISO text allows 0000–9999, but PostgreSQL has no
 * year 0 and nothing here (sign-ups, subscriptions, posts, a cursor's row) predates 1900.
 */
export const MIN_DATE_YEAR = 1900;
export const MAX_DATE_YEAR = 9999;

// Both formats start with the four-digit year.
const inYearRange = (text: string): boolean => {
  const year = Number(text.slice(0, 4));
  return year >= MIN_DATE_YEAR && year <= MAX_DATE_YEAR;
};

/** A calendar date, YYYY-MM-DD, in the years above. */
export const ZIsoDate = z.iso
  .date({ error: MSG_DATE_INVALID, abort: true })
  .refine(inYearRange, { error: MSG_DATE_INVALID });

/** A UTC date and time as `Date.toISOString()` writes it, in the years above. */
export const ZIsoDateTime = z.iso
  .datetime({ error: MSG_DATE_INVALID, abort: true })
  .refine(inYearRange, { error: MSG_DATE_INVALID });
