import { apiRequest } from '../../../lib/api-client';

/**
 * Tells the server a product was added from a search's answer (POST /api/search/added, issue 42): the
 * operator's Search page shows what customers took after each search. Anonymous, and never in the way:
 * a failure is dropped.
 */
export function reportAddedFromSearch(q: string, shopId: string, productId: string): void {
  apiRequest<null>('/search/added', { method: 'POST', body: { q, shopId, productId } }).catch(
    () => undefined,
  );
}
