import { createHash } from 'node:crypto';

/** Idempotency keys are honoured for 24 hours (server-contract "Orders (customer)"). */
export const IDEMPOTENCY_WINDOW_MS = 24 * 60 * 60 * 1000;

export const IDEMPOTENCY_MESSAGES = {
  reusedForOtherRequest:
    'This Idempotency-Key was already used for a different order. Start a new checkout to place another order.',
} as const;

/** Text written as is, on the work stack of `stableJson` beside the values still to write. */
class Raw {
  constructor(readonly text: string) {}
}

/**
 * JSON with object keys sorted, so that the same request always hashes the same. Iterative (its own
 * work stack), so no nesting depth can overflow the call stack.
 */
export function stableJson(value: unknown): string {
  const out: string[] = [];
  const work: unknown[] = [value];
  // Pushed in reverse: the stack pops them in writing order.
  const pushAll = (items: unknown[]) => {
    for (let i = items.length - 1; i >= 0; i -= 1) work.push(items[i]);
  };
  while (work.length > 0) {
    const item = work.pop();
    if (item instanceof Raw) out.push(item.text);
    else if (Array.isArray(item)) {
      pushAll([new Raw('['), ...item.flatMap((v, i) => (i ? [new Raw(','), v] : [v])), new Raw(']')]);
    } else if (item && typeof item === 'object') {
      const entries = Object.entries(item as Record<string, unknown>)
        .filter(([, v]) => v !== undefined)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
      const inner = entries.flatMap(([k, v], i) => [new Raw(`${i ? ',' : ''}${JSON.stringify(k)}:`), v]);
      pushAll([new Raw('{'), ...inner, new Raw('}')]);
    } else out.push(JSON.stringify(item ?? null));
  }
  return out.join('');
}

/** Fingerprint of a request body: the same key with a different fingerprint is refused. */
export const requestHash = (body: unknown): string =>
  createHash('sha256').update(stableJson(body)).digest('hex');
