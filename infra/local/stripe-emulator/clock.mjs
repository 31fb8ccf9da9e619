// @ts-check
// The emulator's clock: real time plus an offset the control API can move forward (to reach the
// end of a billing period without waiting a month). Times are Unix seconds, as in Stripe.
// Webhook signatures do NOT use this clock: receivers check `t` against their real time.

export class Clock {
  /** @param {number} [offsetSeconds] */
  constructor(offsetSeconds = 0) {
    this.offsetSeconds = offsetSeconds;
  }

  /** Now, in Unix seconds. */
  now() {
    return Math.floor(Date.now() / 1000) + this.offsetSeconds;
  }

  /**
   * Move forward to `when` (Unix seconds); never backwards.
   * @param {number} when
   */
  advanceTo(when) {
    const ahead = when - this.now();
    if (ahead > 0) this.offsetSeconds += ahead;
    return this.now();
  }

  reset() {
    this.offsetSeconds = 0;
  }
}

/**
 * `start` plus `count` intervals, keeping the billing anchor's day of the month (Jan 31 + 1 month
 * is Feb 28/29, then Mar 31), as Stripe does.
 * @param {number} start Unix seconds
 * @param {'day' | 'week' | 'month' | 'year'} interval
 * @param {number} count
 * @param {number} [anchor] the billing cycle anchor (Unix seconds); default `start`
 */
export function addInterval(start, interval, count, anchor = start) {
  const d = new Date(start * 1000);
  if (interval === 'day') return start + count * 86_400;
  if (interval === 'week') return start + count * 7 * 86_400;
  const months = interval === 'year' ? 12 * count : count;
  const anchorDay = new Date(anchor * 1000).getUTCDate();
  const target = new Date(
    Date.UTC(
      d.getUTCFullYear(),
      d.getUTCMonth() + months,
      1,
      d.getUTCHours(),
      d.getUTCMinutes(),
      d.getUTCSeconds(),
    ),
  );
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(anchorDay, lastDay));
  return Math.floor(target.getTime() / 1000);
}
