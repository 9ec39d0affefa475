import { useEffect, useRef, useState } from 'react';

/** Typing waits this long before asking the server, so one search is sent per pause, not per key. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * A search box whose value lives in the URL (home's ?search=, a shop's ?q=). It shows what is typed at
 * once, writes it into the URL once typing pauses, and follows the URL when the URL changes by other
 * means (Back, Forward, a link).
 *
 * Its own write coming back is not "other means": on a slow phone the page renders that write late, and
 * by then the box may hold newer typing (the customer cleared it). Following the URL then would put the
 * old text back and keep it, with the list filtered by a search the customer had just removed.
 */
export function useSearchBox(inUrl: string, write: (value: string) => void) {
  const [input, setInput] = useState(inUrl);
  const written = useRef<string | null>(null);

  useEffect(() => {
    if (written.current === inUrl) {
      written.current = null;
      return;
    }
    // Keep a trailing space being typed.
    setInput((typed) => (typed.trim() === inUrl ? typed : inUrl));
  }, [inUrl]);

  useEffect(() => {
    if (input.trim() === inUrl) return;
    const timer = setTimeout(() => {
      written.current = input.trim();
      write(input);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [input, inUrl, write]);

  return [input, setInput] as const;
}
