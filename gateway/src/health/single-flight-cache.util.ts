/**
 * Keeps the last result of an expensive check for `ttlMs`, and lets concurrent callers share one
 * check in flight: however many requests arrive, at most one check runs at a time and at most
 * one starts per `ttlMs`. `ttlMs = 0` keeps nothing but still shares the check in flight.
 */
export class SingleFlightCache<T> {
  private cached: { value: T; at: number } | undefined;
  private inFlight: Promise<T> | undefined;

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number = () => performance.now(),
  ) {}

  get(load: () => Promise<T>): Promise<T> {
    if (this.cached && this.now() - this.cached.at < this.ttlMs) return Promise.resolve(this.cached.value);
    this.inFlight ??= load()
      .then((value) => {
        this.cached = { value, at: this.now() };
        return value;
      })
      .finally(() => {
        this.inFlight = undefined;
      });
    return this.inFlight;
  }
}
