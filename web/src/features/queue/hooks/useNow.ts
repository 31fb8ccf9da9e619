import { useEffect, useState } from 'react';

/** Re-renders every 30 s so "due in" and "overdue by" stay true while the page is open all day. */
export function useNow(intervalMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
