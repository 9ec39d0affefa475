import type { AddressInfo } from 'node:net';
import {
  type ClientToServerEvents,
  DEMO_UPI_PAYEE,
  type Order,
  type OrderAction,
  type ServerToClientEvents,
} from '@jhola/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { io, type Socket } from 'socket.io-client';
import type { Db } from '../db/client.js';
import { orders, products, shops } from '../db/schema/index.js';
import { toOrder } from '../modules/orders/core/order-mapper.js';
import { OrderRepository } from '../modules/orders/core/repository.js';
import { createTestApp, type TestApp } from './test-app.js';

export type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** Listens on an ephemeral port of 127.0.0.1 and answers the base URL. */
export async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/** A real socket.io client over websocket; resolves once connected, rejects with the connect_error. */
export function connectSocket(
  url: string,
  token: string | undefined,
  options: { before?: (socket: ClientSocket) => void; reconnection?: boolean } = {},
): Promise<ClientSocket> {
  const socket: ClientSocket = io(url, {
    path: '/socket.io',
    transports: ['websocket'],
    auth: token === undefined ? {} : { token },
    reconnection: options.reconnection ?? false,
    reconnectionDelay: 200,
    reconnectionDelayMax: 500,
    forceNew: true,
    timeout: 10_000,
  });
  // Listeners the test needs from the very first packet (the snapshot) are added before connecting.
  options.before?.(socket);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });
}

/** A real app listening on 127.0.0.1, and the sockets a test opened on it. */
export interface RealtimeTestApp {
  t: TestApp;
  url: string;
  db: Db;
  /** Connects to this app; the socket is closed by closeSockets(). */
  connect(token: string | undefined, options?: Parameters<typeof connectSocket>[2]): Promise<ClientSocket>;
  /** Closes every socket connect() opened (call it in afterEach). */
  closeSockets(): void;
}

/** Call in beforeAll; then afterEach(() => rt.closeSockets()) and afterAll(() => rt.t.close()). */
export async function startRealtimeApp(): Promise<RealtimeTestApp> {
  const t = await createTestApp();
  const url = await listen(t.app);
  const open: ClientSocket[] = [];
  return {
    t,
    url,
    db: t.database.db as Db,
    async connect(token, options) {
      const socket = await connectSocket(url, token, options);
      open.push(socket);
      return socket;
    },
    closeSockets() {
      for (const socket of open.splice(0)) socket.close();
    },
  };
}

/**
 * Moves the order's row to `status`, then announces it on `app` the way the lifecycle services do
 * (a shopper named Ravi Kumar did it). Answers the order as its customer now sees it.
 */
export async function announceOrderChange(
  app: FastifyInstance,
  order: Pick<Order, '_id' | 'customerId' | 'status'>,
  status: Order['status'],
  action: OrderAction,
  extra: { reason?: string } = {},
): Promise<Order> {
  const db = app.ctx.db;
  await updateOrderRow(db, order._id, { status });
  const fresh = await loadOrder(db, order._id, order.customerId);
  app.ctx.events.emit('order.changed', {
    order: fresh,
    action,
    previousStatus: order.status,
    actor: { id: null, role: 'shopper', name: 'Ravi Kumar' },
    ...extra,
  });
  return fresh;
}

type Payload<E extends keyof ServerToClientEvents> = Parameters<ServerToClientEvents[E]>[0];

/** Resolves with the next `event` matching `match`; fails after `timeoutMs` so a test never hangs. */
export function nextEvent<E extends keyof ServerToClientEvents>(
  socket: ClientSocket,
  event: E,
  match: (payload: Payload<E>) => boolean = () => true,
  timeoutMs = 10_000,
): Promise<Payload<E>> {
  return new Promise((resolve, reject) => {
    const listener = ((payload: Payload<E>) => {
      if (!match(payload)) return;
      clearTimeout(timer);
      socket.off(event, listener as never);
      resolve(payload);
    }) as never;
    const timer = setTimeout(() => {
      socket.off(event, listener);
      reject(new Error(`no ${String(event)} within ${timeoutMs} ms`));
    }, timeoutMs);
    socket.on(event, listener);
  });
}

/** Collects every payload of `event` the socket receives from now on. */
export function record<E extends keyof ServerToClientEvents>(socket: ClientSocket, event: E): Payload<E>[] {
  const seen: Payload<E>[] = [];
  socket.on(event, ((payload: Payload<E>) => seen.push(payload)) as never);
  return seen;
}

/** A shop with one product and a placed order of the customer, written through the orders repository. */
export async function insertOrder(db: Db, customerId: string): Promise<Order> {
  const [shop] = await db
    .insert(shops)
    .values({ name: 'Test Kirana', category: 'grocery', phone: '9000000001' })
    .returning();
  const [product] = await db
    .insert(products)
    .values({ shopId: shop!.id, name: 'Atta 5 kg', price: 250, stockQuantity: 10, unit: 'bag' })
    .returning();
  const repository = new OrderRepository(db);
  const row = await repository.insertOrder({
    orderNumber: await repository.nextOrderNumber(),
    customerId,
    shopId: shop!.id,
    subtotal: 250,
    deliveryFee: 30,
    taxes: 0,
    total: 280,
    deliveryAddress: {
      street: '12 MG Road',
      area: '',
      landmark: '',
      city: 'Bengaluru',
      state: 'Karnataka',
      zipCode: '560001',
      coordinates: null,
      formattedAddress: '12 MG Road, Bengaluru',
      instructions: '',
      contactName: 'Asha',
      contactPhone: '+919876543210',
    },
  });
  await repository.insertItems([
    {
      orderId: row.id,
      position: 0,
      productId: product!.id,
      name: 'Atta 5 kg',
      unit: 'bag',
      price: 250,
      quantity: 1,
    },
  ]);
  return loadOrder(db, row.id, customerId);
}

/** The order as its customer sees it. */
export async function loadOrder(db: Db, orderId: string, customerId: string): Promise<Order> {
  const record = await new OrderRepository(db).loadFull(orderId);
  return toOrder(record!, { userId: customerId, role: 'customer' }, DEMO_UPI_PAYEE);
}

/** Changes an order's row directly (a stand-in for the staff API in tests of the push alone). */
export async function updateOrderRow(
  db: Db,
  orderId: string,
  fields: Partial<typeof orders.$inferInsert>,
): Promise<void> {
  await db
    .update(orders)
    .set({ updatedAt: new Date(), ...fields })
    .where(eq(orders.id, orderId));
}
