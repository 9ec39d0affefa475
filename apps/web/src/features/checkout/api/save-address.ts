import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { SAVED_ADDRESSES_KEY, type SavedAddress } from '../../../lib/saved-addresses';
import type { savedAddressBody } from '../lib/address-values';

/** POST /api/me/addresses: keeps the address on the account (every browser of the customer sees it). */
export const saveAddress = (body: ReturnType<typeof savedAddressBody>) =>
  apiRequest<{ address: SavedAddress }>('/me/addresses', { method: 'POST', body }).then((d) => d.address);

export function useSaveAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAddress,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SAVED_ADDRESSES_KEY }),
  });
}
