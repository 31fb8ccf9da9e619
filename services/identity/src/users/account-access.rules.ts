/**
 * The rules every e-mailed link and sensitive request of an account shares (sign-in links,
 * password resets, e-mail changes): the rolling hour their caps count in, the cap itself, and the
 * minimum interval between two links. Pure; the services apply them under the account's row lock.
 */

export const HOUR_MS = 60 * 60 * 1000;

/** The start of the rolling hour that ends at `now`: what the hourly caps count from. */
export const startOfRollingHour = (now: Date): Date => new Date(now.getTime() - HOUR_MS);

/** Whether `recent` requests within the rolling hour already use up a cap of `perHour`. */
export const hourlyCapReached = (recent: number, perHour: number): boolean => recent >= perHour;

/** Whether the last link (issued at `last`, if any) is younger than `intervalMs` at `now`. */
export const issuedWithin = (last: Date | null, now: Date, intervalMs: number): boolean =>
  last !== null && now.getTime() - last.getTime() < intervalMs;
