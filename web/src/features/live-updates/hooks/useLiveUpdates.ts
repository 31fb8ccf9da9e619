import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { authKeys } from '../../auth/queryKeys';
import { jobKeys } from '../../jobs/queryKeys';
import { parseLiveEvent, staleQueriesOf } from '../liveEvents';

const EVENTS_URL = '/api/events';
/** After the server refused the stream (say a 401 once the access cookie expired). */
const RECONNECT_AFTER_MS = 5_000;

/**
 * The signed-in app's one stream of live job events (`GET /api/events`), applied to the query
 * cache: what an event changed is asked for again. The browser reconnects by itself after a drop
 * and sends `Last-Event-ID`, so the gateway replays what was missed. When the browser gives up
 * (the stream was refused) a new one is opened after a pause, once the signed-in user has been
 * asked for again: that request refreshes an expired session (or finds it gone, which ends the
 * stream). Events missed while nothing was connected cannot be known, so every job query is
 * refreshed whenever a stream (re)opens after one was lost.
 */
export function useLiveUpdates(enabled: boolean) {
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let lost = false;
    let stopped = false;

    const onEvent = (message: MessageEvent<string>) => {
      const event = parseLiveEvent(message.data);
      if (!event) return;
      for (const queryKey of staleQueriesOf(event)) void queryClient.invalidateQueries({ queryKey });
    };

    const connect = () => {
      // The session check may end after this effect did (signed out meanwhile).
      if (stopped) return;
      source = new EventSource(EVENTS_URL, { withCredentials: true });
      source.onmessage = onEvent;
      source.onopen = () => {
        if (lost) void queryClient.invalidateQueries({ queryKey: jobKeys.all });
        lost = false;
      };
      source.onerror = () => {
        lost = true;
        if (source?.readyState !== EventSource.CLOSED) return;
        source.close();
        retry = setTimeout(() => {
          void queryClient.invalidateQueries({ queryKey: authKeys.me }).then(connect);
        }, RECONNECT_AFTER_MS);
      };
    };

    connect();
    return () => {
      stopped = true;
      clearTimeout(retry);
      source?.close();
    };
  }, [enabled, queryClient]);
}
