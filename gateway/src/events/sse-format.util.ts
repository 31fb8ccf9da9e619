import type { TLiveResync } from '@hirerelay/contracts';

/**
 * The text/event-stream wire format (HTML Living Standard, "Server-sent events"). Every event is
 * one `data:` line of JSON (JSON never holds a raw line break), so no field needs splitting.
 */

/** Sent instead of the missed events when they are no longer in the replay window. */
export const SSE_RESYNC = JSON.stringify({ type: 'resync' } satisfies TLiveResync);

export function sseEvent(id: number, data: string): string {
  return `id: ${String(id)}\ndata: ${data}\n\n`;
}

/** A comment line: ignored by the browser, it keeps the connection visibly alive. */
export function sseComment(text: string): string {
  return `: ${text}\n\n`;
}

export function sseRetry(ms: number): string {
  return `retry: ${String(ms)}\n\n`;
}

/** `Last-Event-ID` as a stream sequence; anything else is treated as absent (a fresh stream). */
export function parseLastEventId(header: string | string[] | undefined): number | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  if (value === undefined || !/^\d{1,15}$/.test(value.trim())) return undefined;
  return Number(value.trim());
}
