import { type Collections, fromPaise, indiaDayBounds, type RiderCollection, toPaise } from '@jhola/domain';
import type { AppContext } from '../../../context.js';
import { csvFile } from '../../../http/csv.js';
import { notFound } from '../../../http/errors.js';
import { doorMethodOf } from '../core/payment-state.js';
import { onlineMoneyBetween } from './online-money.js';
import { type CollectedRow, CollectionsRepository } from './repository.js';

export const NOTHING_COLLECTED = 'This delivery person collected nothing on that day';

/**
 * Admin "Collections" (issue 28): per delivery person, the cash and UPI taken at the door on one India
 * day, the orders behind them, and the "cash handed in" mark with who made it; and (issue 43) the
 * day's online money per order: captured, released, refunded, pending, and tips with their shares.
 */
export async function collectionsOn(ctx: Pick<AppContext, 'db'>, day: string): Promise<Collections> {
  const repo = new CollectionsRepository(ctx.db);
  const { from, to } = indiaDayBounds(day);
  const rows = await repo.collectedBetween(from, to);
  const byRider = new Map<string, CollectedRow[]>();
  for (const row of rows) byRider.set(row.riderId, [...(byRider.get(row.riderId) ?? []), row]);
  const handins = new Map((await repo.handinsOn(day, [...byRider.keys()])).map((h) => [h.riderId, h]));
  const riders: RiderCollection[] = [...byRider.values()]
    .map((taken) => {
      const first = taken[0]!;
      const handin = handins.get(first.riderId);
      return {
        riderId: first.riderId,
        name: first.riderName,
        cash: sumOf(taken, 'cash'),
        upi: sumOf(taken, 'upi'),
        orders: taken.map((r) => ({
          _id: r.orderId,
          orderNumber: r.orderNumber,
          method: doorMethodOf(r.method, r.reference),
          amount: r.amount,
          reference: r.reference,
          collectedAt: r.collectedAt.toISOString(),
        })),
        handedIn: handin
          ? { at: handin.markedAt.toISOString(), by: { _id: handin.markedById, name: handin.markedByName } }
          : null,
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
  return {
    date: day,
    riders,
    totals: {
      cash: fromPaise(riders.reduce((sum, r) => sum + toPaise(r.cash), 0)),
      upi: fromPaise(riders.reduce((sum, r) => sum + toPaise(r.upi), 0)),
    },
    online: await onlineMoneyBetween(ctx.db, from, to),
  };
}

const sumOf = (rows: CollectedRow[], method: 'cash' | 'upi'): number =>
  fromPaise(
    rows
      .filter((r) => doorMethodOf(r.method, r.reference) === method)
      .reduce((sum, r) => sum + toPaise(r.amount), 0),
  );

/** Marks a delivery person's cash of the day as handed in (once; a retry changes nothing). */
export async function markHandedIn(
  ctx: Pick<AppContext, 'db' | 'now'>,
  adminId: string,
  riderId: string,
  day: string,
): Promise<Collections> {
  const before = await collectionsOn(ctx, day);
  if (!before.riders.some((r) => r.riderId === riderId)) throw notFound(NOTHING_COLLECTED);
  await new CollectionsRepository(ctx.db).markHandedIn(riderId, day, adminId, ctx.now());
  return collectionsOn(ctx, day);
}

/** One line per order collected, for the accounts; text cells that a spreadsheet would run are quoted as text. */
export function collectionsCsv(collections: Collections): string {
  const header = [
    'date',
    'rider_id',
    'rider',
    'order',
    'method',
    'amount',
    'reference',
    'collected_at',
    'cash_handed_in_at',
    'handed_in_marked_by',
    'person_role',
    'person_id',
    'person',
  ];
  const lines = collections.riders.flatMap((rider) =>
    rider.orders.map((o) => [
      collections.date,
      rider.riderId,
      rider.name,
      o.orderNumber,
      o.method,
      o.amount.toFixed(2),
      o.reference ?? '',
      o.collectedAt,
      rider.handedIn?.at ?? '',
      rider.handedIn?.by.name ?? '',
      'rider',
      rider.riderId,
      rider.name,
    ]),
  );
  // The one CSV writer of the server (http/csv.ts): a rider's name or a reference that starts like a
  // formula reaches the accounts' spreadsheet as text.
  return csvFile(header, [...lines, ...onlineCsvLines(collections)]);
}

const ONLINE_KINDS = ['captured', 'released', 'refunded', 'pending'] as const;

/**
 * Issue 43: each rupee of the day's online money on a line of its own with its order and person: the
 * customer who paid for captured, released, refunded and pending money; the shopper or delivery person
 * for their share of a tip. The door's columns (rider, reference, hand-in) stay empty on these lines.
 */
function onlineCsvLines(collections: Collections): string[][] {
  const line = (
    order: string,
    method: string,
    amount: number,
    role: string,
    person: { _id: string | null; name: string | null },
  ) => [
    collections.date,
    '',
    '',
    order,
    method,
    amount.toFixed(2),
    '',
    '',
    '',
    '',
    role,
    person._id ?? '',
    person.name ?? '',
  ];
  return collections.online.orders.flatMap((o) => [
    ...ONLINE_KINDS.filter((kind) => o[kind] !== 0).map((kind) =>
      line(o.orderNumber, `online_${kind}`, o[kind], 'customer', o.customer),
    ),
    ...o.tipShares.map((share) => line(o.orderNumber, 'tip', share.amount, share.role, share)),
  ]);
}
