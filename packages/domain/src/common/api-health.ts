// The app's view of API health, kept free of zod (the web's first load uses it); health.ts re-exports it.

/** PRODUCT.md §4 API health as the app sees it: checked every 60 s. */
export const HEALTH_CHECK_INTERVAL_MS = 60_000;
export type ApiHealthState = 'unknown' | 'healthy' | 'unhealthy' | 'error';

/** An answer of ok (2xx) or 401 means the server is up; any other status is unhealthy. */
export function apiHealthFromStatus(status: number): 'healthy' | 'unhealthy' {
  return (status >= 200 && status < 300) || status === 401 ? 'healthy' : 'unhealthy';
}
