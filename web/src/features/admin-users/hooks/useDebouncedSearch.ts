import { useEffect, useRef, useState } from 'react';

const SEARCH_DEBOUNCE_MS = 300;

/**
 * The search box's text: what is typed shows at once and is sent (`onSearch`) once typing pauses.
 * The URL is the source of truth: the box follows it when it changes from elsewhere (Back, a
 * link), but not when it merely catches up with what was typed.
 */
export function useDebouncedSearch(fromUrl: string, onSearch: (value: string) => void) {
  const [search, setSearch] = useState(fromUrl);
  const [lastSent, setLastSent] = useState(fromUrl);
  const [urlSearch, setUrlSearch] = useState(fromUrl);
  const timer = useRef<number | undefined>(undefined);

  if (fromUrl !== urlSearch) {
    setUrlSearch(fromUrl);
    if (fromUrl !== lastSent) {
      setSearch(fromUrl);
      setLastSent(fromUrl);
    }
  }

  useEffect(
    () => () => {
      window.clearTimeout(timer.current);
    },
    [],
  );

  // Debounce typing so each keystroke does not start a request.
  const type = (value: string) => {
    setSearch(value);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      setLastSent(value.trim());
      onSearch(value);
    }, SEARCH_DEBOUNCE_MS);
  };
  return { search, type };
}
