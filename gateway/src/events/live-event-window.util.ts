/** One job event as the gateway fans it out: its stream sequence, when it was stored, its owner. */
export interface LiveEvent {
  /** The JetStream stream sequence: the SSE `id:`, and what `Last-Event-ID` resumes from. */
  seq: number;
  /** When JetStream stored it (ms since 1970). */
  storedAt: number;
  /** The job's owner: a user's stream carries only events whose owner they are. */
  ownerId: string;
  /** Sent to staff only, never to the owner (the assignment, the overdue alert). */
  staffOnly?: boolean;
  /** The SSE `data:` line, serialised once for every stream that carries it. */
  data: string;
}

/** What a resuming stream gets: the events it missed, or `gap` when the window no longer holds them. */
export type Replay = { kind: 'events'; events: LiveEvent[] } | { kind: 'gap' };

/**
 * The recent job events, kept in each gateway replica's memory so a reconnecting browser gets what
 * it missed (its `Last-Event-ID`) without a JetStream consumer per reconnect. It holds at most
 * `windowMs` of events and at most `maxEvents` of them, in stream order.
 */
export class LiveEventWindow {
  private readonly events: LiveEvent[] = [];
  /** Every event after this sequence is held (or was never in the stream's job subjects). */
  private coveredFrom: number;

  constructor(
    private readonly windowMs: number,
    private readonly maxEvents: number,
    /** The sequence the window starts after: events at or before it were never read. */
    startsAfter = Number.MAX_SAFE_INTEGER,
  ) {
    this.coveredFrom = startsAfter;
  }

  /** Marks where reading the stream began: nothing before `seq` can be replayed. */
  startAfter(seq: number): void {
    this.coveredFrom = Math.min(this.coveredFrom, seq);
  }

  push(event: LiveEvent, now = Date.now()): void {
    const last = this.events.at(-1);
    if (last && event.seq <= last.seq) return; // a redelivery after a consumer reset
    this.coveredFrom = Math.min(this.coveredFrom, event.seq - 1);
    this.events.push(event);
    this.prune(now);
  }

  /**
   * The events after `lastSeq`, still in the window. `gap` when some of them may have left it
   * (too old, or pushed out by the size cap): the browser then reloads what it shows.
   */
  since(lastSeq: number, now = Date.now()): Replay {
    this.prune(now);
    if (lastSeq < this.coveredFrom) return { kind: 'gap' };
    return { kind: 'events', events: this.events.filter((event) => event.seq > lastSeq) };
  }

  private prune(now: number): void {
    const oldest = now - this.windowMs;
    let drop = 0;
    while (
      drop < this.events.length &&
      (this.events[drop]!.storedAt < oldest || this.events.length - drop > this.maxEvents)
    ) {
      drop += 1;
    }
    if (drop === 0) return;
    this.coveredFrom = this.events[drop - 1]!.seq;
    this.events.splice(0, drop);
  }
}
