import { type ApiHealthState, apiHealthFromStatus, HEALTH_CHECK_INTERVAL_MS } from '@jhola/domain';
import { useEffect } from 'react';
import { create } from 'zustand';
import { API_TIMEOUT_MS, apiUrl } from './api-client';

interface ApiHealth {
  state: ApiHealthState;
  /** The HTTP status of the last answer (null when there was none). */
  httpStatus: number | null;
  version: string | null;
  checkedAt: string | null;
  checking: boolean;
}

export const useApiHealth = create<ApiHealth>(() => ({
  state: 'unknown',
  httpStatus: null,
  version: null,
  checkedAt: null,
  checking: false,
}));

/**
 * PRODUCT.md §4 API health: an ok or 401 answer is healthy, any other status unhealthy, no answer an error.
 * It calls fetch directly: a probe must neither retry nor sign anybody out on a 401.
 */
export async function checkApiHealth(): Promise<ApiHealthState> {
  useApiHealth.setState({ checking: true });
  let next: Partial<ApiHealth>;
  try {
    const response = await fetch(apiUrl('/health'), { signal: AbortSignal.timeout(API_TIMEOUT_MS) });
    const body = (await response.json().catch(() => null)) as { data?: { version?: unknown } } | null;
    next = {
      state: apiHealthFromStatus(response.status),
      httpStatus: response.status,
      version: typeof body?.data?.version === 'string' ? body.data.version : null,
    };
  } catch {
    next = { state: 'error', httpStatus: null };
  }
  useApiHealth.setState({ ...next, checking: false, checkedAt: new Date().toISOString() });
  return useApiHealth.getState().state;
}

/** Checks at once, then every 60 s while mounted (the app mounts it once, in its providers). */
export function useApiHealthMonitor(): void {
  useEffect(() => {
    void checkApiHealth();
    const timer = setInterval(() => void checkApiHealth(), HEALTH_CHECK_INTERVAL_MS);
    return () => clearInterval(timer);
  }, []);
}
