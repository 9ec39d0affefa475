import type { AdminMetrics } from '@jhola/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';

export const dashboardKeys = {
  metrics: (days: number) => ['admin', 'metrics', days] as const,
};

/** GET /admin/metrics?days=N: the last N India days of the business. */
export const fetchMetrics = (days: number) => apiRequest<AdminMetrics>('/admin/metrics', { query: { days } });

export const metricsQuery = (days: number) =>
  queryOptions({
    queryKey: dashboardKeys.metrics(days),
    queryFn: () => fetchMetrics(days),
    placeholderData: keepPreviousData,
    refetchInterval: 60_000,
  });

export const useMetrics = (days: number) => useQuery(metricsQuery(days));
