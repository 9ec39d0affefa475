import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useAuthStore } from '../../../lib/auth-store';
import { forgetCustomerData } from '../../../lib/forget-customer';

/** POST /auth/logout ends the server session; the local sign-out happens whatever the answer. */
export const logout = () =>
  apiRequest<null>('/auth/logout', { method: 'POST', handleUnauthorized: false, timeoutMs: 10_000 });

/** Ends a session the app refused to keep (a staff account signing in here), so it does not linger. */
export const endRefusedSession = (token: string) =>
  apiRequest<null>('/auth/logout', {
    method: 'POST',
    token,
    handleUnauthorized: false,
    timeoutMs: 10_000,
  }).catch(() => null);

/** `leave` runs before the local sign-out (while the screen is still mounted), e.g. to navigate away. */
export function useLogout(leave: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => logout().catch(() => null),
    // Mutation-level callbacks run even though signing out unmounts the button that started it.
    onSettled: () => {
      leave();
      // Cart, notifications, dismissed notices and last-order data go with the customer (issue 13).
      forgetCustomerData();
      useAuthStore.getState().signOut({ byLogout: true });
      // Nothing of the previous user stays in the cache for the next one.
      queryClient.clear();
    },
  });
}
