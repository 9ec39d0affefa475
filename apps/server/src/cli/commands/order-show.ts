import { formatRupees, isCancelled, statusLabel } from '@jhola/domain';
import { toOrder } from '../../modules/orders/core/order-mapper.js';
import { OrderRepository } from '../../modules/orders/core/repository.js';
import { findStaffActor } from '../../modules/orders/lifecycle/staff-account.js';
import { readOptions, wrongUsage } from '../args.js';
import { type CliCommand, EXIT } from '../command.js';
import { ORDER_REF_HELP, resolveOrderRef } from '../order-ref.js';

const usage = `order:show --id ${ORDER_REF_HELP}`;

/** Prints an order's status, people, money and timeline: what support needs before acting on it. */
export const orderShow: CliCommand = {
  name: 'order:show',
  summary: 'Show an order with its timeline',
  usage,
  async run(cli) {
    const { out, err, database } = cli;
    const values = readOptions(orderShow, cli, ['id']);
    if (!values) return EXIT.usage;
    const { id } = values;
    if (!id) return wrongUsage(orderShow, err);
    const db = (await database()).db;
    const orderId = await resolveOrderRef(db, id);
    const record = orderId ? await new OrderRepository(db).loadFull(orderId) : null;
    if (!record) {
      err(`order:show: no order ${id}`);
      return EXIT.failed;
    }
    // Shown as an admin sees it: never the customer's delivery code.
    const admin = await findStaffActor({ db }, 'admin');
    const order = toOrder(record, admin ? { userId: admin.id, role: 'admin' } : null, null);
    out(`${order.orderNumber}  ${order._id}`);
    out(`Status:   ${statusLabel(order.status)} (${order.status})`);
    out(`Shop:     ${order.shopId.name}`);
    out(`Shopper:  ${order.personalShopperId ? order.personalShopperId.name : 'not assigned'}`);
    out(
      `Total:    ${formatRupees(order.total)}${order.bill ? `  (bill ${formatRupees(order.bill.amount)})` : ''}`,
    );
    if (isCancelled(order.status))
      out(`Cancelled by ${order.cancelledBy ?? 'unknown'}: ${order.cancellationReason ?? ''}`);
    out('Timeline:');
    for (const entry of order.timeline) {
      const who = entry.updatedBy ? `${entry.updatedBy.name} (${entry.updatedBy.role})` : 'system';
      out(`  ${entry.timestamp}  ${entry.status.padEnd(26)} ${who}${entry.note ? ` — ${entry.note}` : ''}`);
    }
    return EXIT.ok;
  },
};
