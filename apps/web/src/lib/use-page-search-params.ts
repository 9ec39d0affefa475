import { useCallback } from 'react';
import { useLocation, useSearchParams } from 'react-router';

type SetParams = ReturnType<typeof useSearchParams>[1];

/**
 * useSearchParams for a page that keeps its filters in its own URL, some of them written after a pause
 * in typing. The address bar is the truth it writes against, because it changes the moment a navigation
 * starts, while the page renders that change later (the router renders in a transition; on a slow phone,
 * hundreds of milliseconds later):
 * - An update function gets the address bar's parameters, not those of the last render. Two writes
 *   between renders (the search box's pause ends, then a category is tapped) both land; with the last
 *   render's, the second put back the search the first had just cleared.
 * - A write that comes after the customer has left the page is dropped: a search debounced on home can
 *   fire after a tap on a shop while home is still on screen (the shop's code is loading), and writing
 *   it would take them back home.
 */
export function usePageSearchParams(): ReturnType<typeof useSearchParams> {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const setWhileHere = useCallback<SetParams>(
    (next, options) => {
      if (window.location.pathname !== pathname) return;
      setParams(
        typeof next === 'function' ? next(new URLSearchParams(window.location.search)) : next,
        options,
      );
    },
    [setParams, pathname],
  );
  return [params, setWhileHere];
}
