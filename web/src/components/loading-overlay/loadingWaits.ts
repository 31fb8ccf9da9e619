/** What the overlay shows: whether anything is being waited for, and what (the newest wait). */
export interface LoadingSnapshot {
  busy: boolean;
  label: string;
  /** Counts the busy periods, so the overlay's delay starts afresh for each one. */
  period: number;
}

export const IDLE: LoadingSnapshot = { busy: false, label: '', period: 0 };

export interface LoadingWaits {
  /** Starts a wait; the returned function ends it (calling it again does nothing). */
  begin(label: string): () => void;
  subscribe(listener: () => void): () => void;
  getSnapshot(): LoadingSnapshot;
}

/**
 * The full-page waits under way. Several can overlap (nested route guards, a lazy page), so the
 * overlay is up while any is, and names the newest one.
 */
export function createLoadingWaits(): LoadingWaits {
  const waits: { label: string }[] = [];
  const listeners = new Set<() => void>();
  let snapshot = IDLE;

  function update() {
    const newest = waits.at(-1);
    const period = newest && !snapshot.busy ? snapshot.period + 1 : snapshot.period;
    const next = newest ? { busy: true, label: newest.label, period } : { ...IDLE, period };
    if (next.busy === snapshot.busy && next.label === snapshot.label) return;
    snapshot = next;
    for (const listener of listeners) listener();
  }

  return {
    begin(label) {
      const wait = { label };
      waits.push(wait);
      update();
      return () => {
        const index = waits.indexOf(wait);
        if (index === -1) return;
        waits.splice(index, 1);
        update();
      };
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    getSnapshot: () => snapshot,
  };
}
