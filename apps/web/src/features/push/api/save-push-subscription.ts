import type { PushSubscriptionRecord, PushSubscriptionRequest } from '@jhola/domain';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/me/push-subscriptions: this browser's subscription, stored against the account (issue 19). */
export const savePushSubscription = (body: PushSubscriptionRequest) =>
  apiRequest<{ subscription: PushSubscriptionRecord }>('/me/push-subscriptions', { method: 'POST', body });
