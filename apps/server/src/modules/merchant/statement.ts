import { MERCHANT_MESSAGES, type ShopStatement, type StatementQuery, type StatementRow } from '@jhola/domain';
import type { AppContext } from '../../context.js';
import { csvFile } from '../../http/csv.js';
import { validationError } from '../../http/errors.js';
import { ownerShop, type ShopScope } from '../catalogue/owner-shop-service.js';
import { shopStatementFigures } from '../orders/index.js';

const MAX_DAYS = 366;

/** What the claims column counts (issue 44). */
export const CLAIMS_NOTE =
  "Claims are the rupees approved on customers' claims about the day's delivered orders, on the day the order was delivered.";

/** Issue 46: the shop's statement of delivered orders, daily and monthly, with its rating and reviews. */
export async function shopStatement(
  ctx: Pick<AppContext, 'db' | 'now'>,
  scope: ShopScope,
  shopId: string,
  query: StatementQuery,
): Promise<ShopStatement> {
  const days = (Date.parse(query.to) - Date.parse(query.from)) / 86_400_000;
  if (Number.isNaN(days)) throw validationError([{ field: 'from', message: MERCHANT_MESSAGES.dateFormat }]);
  if (days < 0) throw validationError([{ field: 'from', message: MERCHANT_MESSAGES.rangeBackwards }]);
  if (days >= MAX_DAYS) throw validationError([{ field: 'to', message: MERCHANT_MESSAGES.rangeTooLong }]);
  const shop = await ownerShop(ctx, scope, shopId);
  const figures = await shopStatementFigures(ctx, shopId, query.from, query.to);
  return {
    shopId,
    from: query.from,
    to: query.to,
    ...figures,
    claimsNote: CLAIMS_NOTE,
    rating: shop.rating,
  };
}

const line = (kind: string, row: StatementRow) => [
  kind,
  row.period,
  String(row.orders),
  String(row.itemsSold),
  row.billed.toFixed(2),
  row.fees.toFixed(2),
  row.claims.toFixed(2),
];

/** The statement for a spreadsheet: one line a day, one a month, and the total. */
export function statementCsv(statement: ShopStatement): string {
  return csvFile(
    ['kind', 'period', 'orders', 'items_sold', 'billed_rupees', 'fees_rupees', 'claims_rupees'],
    [
      ...statement.days.map((row) => line('day', row)),
      ...statement.months.map((row) => line('month', row)),
      line('total', { period: `${statement.from}..${statement.to}`, ...statement.totals }),
    ],
  );
}
