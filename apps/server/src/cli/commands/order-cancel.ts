import { DEMO_UPI_PAYEE } from '@jhola/domain';
import { EventBus } from '../../events/event-bus.js';
import { AppError } from '../../http/errors.js';
import { cancelOrder } from '../../modules/orders/lifecycle/cancel.js';
import { findStaffActor } from '../../modules/orders/lifecycle/staff-account.js';
import { PostgresFileStore } from '../../storage/postgres-file-store.js';
import { readOptions, wrongUsage } from '../args.js';
import { type CliCommand, EXIT } from '../command.js';
import { ORDER_REF_HELP, resolveOrderRef } from '../order-ref.js';

const usage = `order:cancel --id ${ORDER_REF_HELP} --reason TEXT [--admin ADMIN_EMAIL]`;

/**
 * An admin cancels an order from the command line, exactly as PUT /api/admin/orders/:id/cancel does
 * (same transaction, stock release and timeline entry, recorded under the admin's name).
 */
export const orderCancel: CliCommand = {
  name: 'order:cancel',
  summary: 'Cancel an order as an admin (before delivery)',
  usage,
  async run(cli) {
    const { out, err, database, now } = cli;
    const values = readOptions(orderCancel, cli, ['id', 'reason', 'admin']);
    if (!values) return EXIT.usage;
    const reason = values.reason?.trim();
    if (!values.id || !reason) return wrongUsage(orderCancel, err, '--id and --reason are required');
    const db = (await database()).db;
    const orderId = await resolveOrderRef(db, values.id);
    if (!orderId) {
      err(`order:cancel: no order ${values.id}`);
      return EXIT.failed;
    }
    const ctx = {
      db,
      now,
      events: new EventBus(),
      files: new PostgresFileStore(db),
      // A cancelled order carries no UPI link, so the demo payee is never shown.
      config: { dataDir: '', upi: DEMO_UPI_PAYEE },
    };
    const admin = await findStaffActor(ctx, 'admin', values.admin);
    if (!admin) {
      err(
        values.admin
          ? `order:cancel: no admin account with the e-mail ${values.admin}`
          : 'order:cancel: there is no admin account yet; create one with user:create --role admin',
      );
      return EXIT.failed;
    }
    try {
      const { order, replayed } = await cancelOrder(ctx, orderId, admin, reason);
      out(
        replayed
          ? `Order ${order.orderNumber} was already cancelled by ${admin.name}.`
          : `Cancelled order ${order.orderNumber} as ${admin.name}: ${reason}`,
      );
      return EXIT.ok;
    } catch (error) {
      if (error instanceof AppError) {
        err(`order:cancel: ${error.message}`);
        return EXIT.failed;
      }
      throw error;
    }
  },
};
