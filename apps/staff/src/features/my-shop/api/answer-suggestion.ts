import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { myShopKeys } from './my-shop-keys';

/** POST /merchant/suggestions/:productId {outOfStock}: the one tap on a suggestion. */
export const answerSuggestion = ({ productId, outOfStock }: { productId: string; outOfStock: boolean }) =>
  apiRequest(`/merchant/suggestions/${productId}`, { method: 'POST', body: { outOfStock } });

export function useAnswerSuggestion() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: answerSuggestion,
    onSuccess: () => client.invalidateQueries({ queryKey: myShopKeys.all }),
  });
}
