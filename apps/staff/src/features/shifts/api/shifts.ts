import type { AdminShifts, MyShifts, Shift } from '@jhola/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { shiftKeys } from './shifts-keys';

/** GET /staff/shift: whether I am on duty, and the shifts I planned. */
export const myShiftsQuery = queryOptions({
  queryKey: shiftKeys.mine(),
  queryFn: () => apiRequest<MyShifts>('/staff/shift'),
});
export const useMyShifts = () => useQuery(myShiftsQuery);

export type ShiftAction = { action: 'start'; shopId?: string; area?: string } | { action: 'end' };

/** POST /staff/shift: Start shift / End shift. */
export function useShiftAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ShiftAction) =>
      apiRequest<{ shift: Shift | null }>('/staff/shift', { method: 'POST', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: shiftKeys.all() }),
  });
}

/** POST /staff/shifts (mine) or /admin/shifts (an admin for someone): a shift planned ahead. */
export function usePlanShift(path: '/staff/shifts' | '/admin/shifts' = '/staff/shifts') {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { start: string; end: string; shopId?: string; userId?: string }) =>
      apiRequest<{ shift: Shift }>(path, { method: 'POST', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: shiftKeys.all() }),
  });
}

/** The shops one may work at (every active shop), for the shift's shop choice. */
export const useShopChoices = () =>
  useQuery({
    queryKey: shiftKeys.shops(),
    queryFn: () =>
      apiRequest<{ shops: { _id: string; name: string }[] }>('/shops', { query: { limit: 100 } }),
    select: (data) => data.shops.map((s) => ({ id: s._id, name: s.name })),
    staleTime: 5 * 60_000,
  });

/** GET /admin/shifts: who is on duty, planned shifts, and the manual-claiming switch. */
export const useAdminShifts = () =>
  useQuery({
    queryKey: shiftKeys.admin(),
    queryFn: () => apiRequest<AdminShifts>('/admin/shifts'),
    refetchInterval: 15_000,
  });

/** PUT /admin/dispatch: manual claiming on or off. */
export function useManualClaiming() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (manualClaiming: boolean) =>
      apiRequest<{ manualClaiming: boolean }>('/admin/dispatch', { method: 'PUT', body: { manualClaiming } }),
    onSuccess: () => client.invalidateQueries({ queryKey: shiftKeys.admin() }),
  });
}
