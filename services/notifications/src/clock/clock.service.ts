/**
 * What time it is, as one provider: the job e-mails' windows (15 minutes, the day before an
 * interview) are decided by it, so a test can move time instead of waiting.
 */
export abstract class Clock {
  abstract now(): Date;
}

export class SystemClock extends Clock {
  now(): Date {
    return new Date();
  }
}
