import { englishText, type Translate } from '../common/translate.js';
import type { AcceptanceTime } from './order.js';

/** A shopper usually picks up a new order within 5 minutes; each order ahead in the queue adds about 3. */
export const ACCEPTANCE_BASE_MINUTES = 5;
export const ACCEPTANCE_MINUTES_PER_WAITING_ORDER = 3;
/** Beyond an hour the estimate means little; the queue is worked in parallel by several shoppers. */
export const ACCEPTANCE_MAX_MINUTES = 60;

/**
 * PRODUCT.md §7: what the checkout shows when the estimate cannot be fetched. Here, not beside the
 * schema in order.ts, so that the checkout does not take the schema library along (decision 0053).
 */
export const ACCEPTANCE_TIME_FALLBACK = { pendingOrdersCount: 0, estimatedMinutes: 5 } as const;

const HOURS = '{hours, plural, one {# hour} other {# hours}}';
const MINUTES = '{minutes, plural, one {# minute} other {# minutes}}';

/** "About 5 minutes", "About 1 hour", "About 1 hour 5 minutes". */
export function formatWaitingTime(minutes: number, translate: Translate = englishText): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return translate(`About ${MINUTES}`, { minutes: rest });
  if (rest === 0) return translate(`About ${HOURS}`, { hours });
  return translate(`About ${HOURS} ${MINUTES}`, { hours, minutes: rest });
}

/** How long until a shopper accepts a new order, given the orders of that shop already waiting for one. */
export function acceptanceEstimate(
  pendingOrdersCount: number,
  translate: Translate = englishText,
): AcceptanceTime {
  const waiting = Math.max(0, Math.floor(pendingOrdersCount));
  const estimatedMinutes = Math.min(
    ACCEPTANCE_MAX_MINUTES,
    ACCEPTANCE_BASE_MINUTES + ACCEPTANCE_MINUTES_PER_WAITING_ORDER * waiting,
  );
  return {
    pendingOrdersCount: waiting,
    estimatedMinutes,
    estimatedTime: formatWaitingTime(estimatedMinutes, translate),
  };
}
