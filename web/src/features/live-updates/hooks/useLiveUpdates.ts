import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { authKeys } from '../../auth/queryKeys';
import { jobKeys } from '../../jobs/queryKeys';
import { applyLiveEvent, eventsUrl, parseLiveEvent, queueRefresher, reopenDelayMs } from '../liveEvents';

/**
 * The signed-in app's one stream of live job events (`GET /api/events`), applied to the query
 * cache: what an event changed is asked for again. The browser reconnects by itself after a drop
 * and sends `Last-Event-ID`, so the gateway replays what was missed. The gateway ends a stream when
 * its access token expires or its session ends; the browser's reconnect, still holding the expired
 * cookie, is refused and it gives up. Then the signed-in user is asked for again (that request
 * refreshes an expired session, or finds it gone, which ends the stream) and a new stream opens
 * after the last event received (`?lastEventId=`): at once when the stream had been open, after a
 * pause when it was refused outright. Events missed while nothing could resume them are unknown,
 * so every job query is refreshed when a stream reopens after a loss without a last event id.
 * Staff's work queue is asked for again only for events that can change it, at most once per
 * interval (`coalesce`): the first at once, the rest of a burst together when the interval ends.
 */
export function useLiveUpdates(enabled: boolean) {
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let lastEventId: string | null = null;
    let lost = false;
    let stopped = false;
    const queue = queueRefresher(queryClient);

    const onEvent = (message: MessageEvent<string>) => {
      if (message.lastEventId) lastEventId = message.lastEventId;
      const event = parseLiveEvent(message.data);
      if (!event) return;
      applyLiveEvent(queryClient, event, queue);
    };

    const connect = () => {
      // The session check may end after this effect did (signed out meanwhile).
      if (stopped) return;
      let opened = false;
      source = new EventSource(eventsUrl(lastEventId), { withCredentials: true });
      source.onmessage = onEvent;
      source.onopen = () => {
        opened = true;
        // The gateway replays what came after the last event (or sends a resync when too old).
        if (lost && lastEventId === null) void queryClient.invalidateQueries({ queryKey: jobKeys.all });
        lost = false;
      };
      source.onerror = () => {
        lost = true;
        if (source?.readyState !== EventSource.CLOSED) return;
        source.close();
        retry = setTimeout(() => {
          void queryClient.invalidateQueries({ queryKey: authKeys.me }).then(connect);
        }, reopenDelayMs(opened));
      };
    };

    connect();
    return () => {
      stopped = true;
      clearTimeout(retry);
      queue.cancel();
      source?.close();
    };
  }, [enabled, queryClient]);
}
