import {
  type ClaimFigureRow,
  type ClaimFigures,
  type ClaimFiguresQuery,
  type ClaimStandOut,
  fromPaise,
  indiaDayBounds,
  indiaDayOf,
  STAND_OUT_FACTOR,
  STAND_OUT_MIN_CLAIMS,
} from '@jhola/domain';
import type { AppContext } from '../../../context.js';
import { csvFile } from '../../../http/csv.js';
import { type ClaimedLineRow, ClaimFiguresRepository } from './figures-repository.js';

export const STAND_OUT_RULE =
  `A shopper stands out with ${STAND_OUT_MIN_CLAIMS} or more missing-item claims in the window at a rate per ` +
  `delivered order at least ${STAND_OUT_FACTOR}× the rate across all shoppers; a shop, the same with ` +
  'damaged-item claims.';

const DAY_MS = 86_400_000;

/** The Monday (India time) that starts the week of an India day. */
function weekOf(day: string): string {
  const at = Date.parse(`${day}T00:00:00Z`);
  const sinceMonday = (new Date(at).getUTCDay() + 6) % 7;
  return new Date(at - sinceMonday * DAY_MS).toISOString().slice(0, 10);
}

interface Group {
  row: Omit<ClaimFigureRow, 'claims' | 'claimed' | 'approved'>;
  claimIds: Set<string>;
  claimedPaise: number;
  approvedPaise: number;
}

function groupsOf(lines: ClaimedLineRow[], by: 'day' | 'week'): ClaimFigureRow[] {
  const groups = new Map<string, Group>();
  for (const line of lines) {
    const day = indiaDayOf(line.createdAt);
    const period = by === 'week' ? weekOf(day) : day;
    const keys = [
      { dimension: 'shop' as const, key: line.shopId, name: line.shopName },
      { dimension: 'shopper' as const, key: line.shopperId ?? '', name: line.shopperName ?? '' },
      { dimension: 'reason' as const, key: line.reason, name: line.reason },
    ];
    for (const k of keys) {
      const id = `${period}|${k.dimension}|${k.key}`;
      const group = groups.get(id) ?? {
        row: { period, ...k, items: 0 },
        claimIds: new Set<string>(),
        claimedPaise: 0,
        approvedPaise: 0,
      };
      group.row.items += 1;
      group.claimIds.add(line.claimId);
      group.claimedPaise += line.amountPaise;
      group.approvedPaise += line.approvedPaise;
      groups.set(id, group);
    }
  }
  const order = { shop: 0, shopper: 1, reason: 2 };
  return [...groups.values()]
    .map((g) => ({
      ...g.row,
      claims: g.claimIds.size,
      claimed: fromPaise(g.claimedPaise),
      approved: fromPaise(g.approvedPaise),
    }))
    .sort(
      (a, b) =>
        a.period.localeCompare(b.period) ||
        order[a.dimension] - order[b.dimension] ||
        a.name.localeCompare(b.name),
    );
}

/** Who stands out: flagged claims per delivered order against the rate across everyone (STAND_OUT_RULE). */
function standOuts(
  delivered: { id: string; name: string; delivered: number }[],
  flagged: Map<string, { name: string; claimIds: Set<string> }>,
): ClaimStandOut[] {
  const ids = new Set([...delivered.map((d) => d.id), ...flagged.keys()]);
  const deliveredOf = new Map(delivered.map((d) => [d.id, d]));
  const totalDelivered = delivered.reduce((sum, d) => sum + d.delivered, 0);
  const totalFlagged = [...flagged.values()].reduce((sum, f) => sum + f.claimIds.size, 0);
  const average = totalDelivered > 0 ? totalFlagged / totalDelivered : 0;
  return [...ids]
    .map((id) => {
      const deliveredOrders = deliveredOf.get(id)?.delivered ?? 0;
      const flaggedClaims = flagged.get(id)?.claimIds.size ?? 0;
      const rate = deliveredOrders > 0 ? flaggedClaims / deliveredOrders : null;
      const standsOut =
        flaggedClaims >= STAND_OUT_MIN_CLAIMS && (rate === null || rate >= STAND_OUT_FACTOR * average);
      const name = deliveredOf.get(id)?.name ?? flagged.get(id)?.name ?? '';
      return { id, name, deliveredOrders, flaggedClaims, rate, standsOut };
    })
    .sort((a, b) => Number(b.standsOut) - Number(a.standsOut) || b.flaggedClaims - a.flaggedClaims);
}

function flaggedBy(lines: ClaimedLineRow[], reason: string, who: 'shop' | 'shopper') {
  const flagged = new Map<string, { name: string; claimIds: Set<string> }>();
  for (const line of lines) {
    const id = who === 'shop' ? line.shopId : line.shopperId;
    if (line.reason !== reason || !id) continue;
    const name = (who === 'shop' ? line.shopName : line.shopperName) ?? '';
    const entry = flagged.get(id) ?? { name, claimIds: new Set<string>() };
    entry.claimIds.add(line.claimId);
    flagged.set(id, entry);
  }
  return flagged;
}

/** The admin's claim figures over India days [from, to], by day or week. */
export async function claimFigures(
  ctx: Pick<AppContext, 'db'>,
  query: Pick<ClaimFiguresQuery, 'from' | 'to' | 'by'>,
): Promise<ClaimFigures> {
  const repo = new ClaimFiguresRepository(ctx.db);
  const start = indiaDayBounds(query.from).from;
  const end = indiaDayBounds(query.to).to;
  const [lines, delivered] = await Promise.all([
    repo.linesBetween(start, end),
    repo.deliveredBetween(start, end),
  ]);
  return {
    from: query.from,
    to: query.to,
    by: query.by,
    rule: STAND_OUT_RULE,
    rows: groupsOf(lines, query.by),
    shops: standOuts(delivered.byShop, flaggedBy(lines, 'damaged', 'shop')),
    shoppers: standOuts(delivered.byShopper, flaggedBy(lines, 'missing', 'shopper')),
  };
}

/** The figures as the accounts' spreadsheet: one row per period and group, stand-outs marked. */
export function claimFiguresCsv(figures: ClaimFigures): string {
  const flagged = new Set(
    [...figures.shops, ...figures.shoppers].filter((s) => s.standsOut).map((s) => s.id),
  );
  return csvFile(
    [
      'period',
      'dimension',
      'key',
      'name',
      'claims',
      'items',
      'claimed_rupees',
      'approved_rupees',
      'stands_out',
    ],
    figures.rows.map((r) => [
      r.period,
      r.dimension,
      r.key,
      r.name,
      String(r.claims),
      String(r.items),
      r.claimed.toFixed(2),
      r.approved.toFixed(2),
      flagged.has(r.key) ? 'yes' : '',
    ]),
  );
}
