import { useCallback } from 'react';
import { useLocation, useSearchParams } from 'react-router';

/**
 * useSearchParams for a page that keeps its filters in its own URL and writes them after a pause in
 * typing. A write that comes after the customer has left the page is dropped: a search debounced on
 * home can fire after a tap on a shop, while home is still on screen because the shop's code is loading
 * (the router shows the old page until the new one is ready), and writing it would take them back home.
 * The address bar is the judge: it changes the moment the customer navigates.
 */
export function usePageSearchParams(): ReturnType<typeof useSearchParams> {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const setWhileHere = useCallback<ReturnType<typeof useSearchParams>[1]>(
    (next, options) => {
      if (window.location.pathname !== pathname) return;
      setParams(next, options);
    },
    [setParams, pathname],
  );
  return [params, setWhileHere];
}
