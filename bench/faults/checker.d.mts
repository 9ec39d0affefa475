export type HistoryRequest = {
  type: 'request';
  at: number;
  ms: number;
  method: string;
  path: string;
  key?: string;
  customerId?: string;
  status: number;
  retryAfter?: string | null;
  /** The route's own deadline when it is not the default (a bill upload's). */
  deadlineMs?: number;
  action?: 'place' | 'transition';
  orderId?: string;
  toStatus?: string;
};
export type HistorySubscription = {
  type: 'subscribe' | 'unsubscribe';
  at: number;
  socket: string;
  orderId: string;
};
export type HistoryEvent = {
  type: 'event' | 'snapshot';
  at: number;
  socket: string;
  orderId: string;
  status: string;
};
export type HistoryFault = { type: 'fault'; name: string; start: number; end: number };
export type HistoryRecord = HistoryRequest | HistorySubscription | HistoryEvent | HistoryFault;
export type Facts = {
  orders: { id: string; customerId: string; status: string }[];
  keys: { customerId: string; key: string; orderId: string | null }[];
  timeline: { orderId: string; status: string; at: number }[];
  payments: {
    id: string;
    orderId: string | null;
    kind: string;
    status: string;
    amountPaise: number;
    parentId: string | null;
  }[];
};
export type Limits = { timeoutMs: number; recoverWithinMs: number; finalStatuses: readonly string[] };
export type Violation = { rule: string; detail: string };
export const DEFAULT_LIMITS: Limits;
export function readHistory(file: string): HistoryRecord[];
export function checkHistory(
  records: HistoryRecord[],
  facts: Facts,
  limits?: Partial<Limits>,
): { ok: boolean; violations: Violation[]; counts: Record<string, number> };
