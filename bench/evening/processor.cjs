// The people of scenario.yml (an Artillery processor). CommonJS, which every Artillery 2 loads.
// EVENING_DATA names the JSON that the bench wrote after seeding: the target, the customers', shoppers'
// and admins' tokens, the shops and the orderable products. Artillery runs this in one worker
// (WORKERS=1, set by the bench), so the waiting orders, the bill approvals and the delivery codes are
// handed between customers and shoppers here, as they would be by the app and at the door.
//
// Live updates: each customer's socket counts the orderStatusUpdate events of its order; once the order
// is delivered, every status of its timeline after placement must arrive, and so must both location
// pings, within GRACE_MS (else evening.missed_updates, and evening.missed.<status> says which).
// evening.update_delay_ms is how long after the change (the event's timestamp) the socket heard it;
// evening.out_of_order_updates counts changes heard after a newer one.
const { randomUUID } = require('node:crypto');
const { readFileSync } = require('node:fs');
const { monitorEventLoopDelay } = require('node:perf_hooks');
const { io } = require('socket.io-client');
const { deferred, unheardChanges, within } = require('./waits.cjs');

const data = JSON.parse(readFileSync(process.env.EVENING_DATA, 'utf8'));
const offset = Number(process.env.EVENING_OFFSET ?? 0);
/** How long anyone waits for another before it is an error (a lost event or a stuck order). */
const PATIENCE_MS = 60_000;
/** How long an order page stays open after the delivery for changes still on their way. */
const GRACE_MS = 5_000;
const QUERIES = ['atta', 'chawal', 'doodh', 'biscuit', 'oil', 'sugar', 'chai', 'sabun', 'dal', 'maggi'];
const STREETS = ['14 Ranade Road', '7 Gokhale Road', '22 Senapati Bapat Marg', '3 Dr Ambedkar Road'];

// The generator's own backlog: its one thread holds every socket, so a late update may be late here.
const loopDelay = monitorEventLoopDelay({ resolution: 20 });
loopDelay.enable();

let people = 0;
/** Orders placed and not yet taken, and the shoppers waiting for one. */
const waiting = [];
const idleShoppers = [];
const freeShoppers = [...data.shoppers];
/** Per order: the customer's bill approval and delivery code, awaited by its shopper. */
const handovers = new Map();

function handover(orderId) {
  let h = handovers.get(orderId);
  if (!h) {
    h = { approved: deferred(), code: deferred() };
    handovers.set(orderId, h);
  }
  return h;
}

/** Every person arrives from an address of their own (the servers trust X-Forwarded-For). */
function arrive(context) {
  const n = offset + people++;
  context.vars.ip = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
  return n;
}

const pick = (list) => list[Math.floor(Math.random() * list.length)];

function connect(context, events) {
  const socket = io(data.target, {
    transports: ['websocket'],
    auth: { token: context.vars.token },
    extraHeaders: { 'x-forwarded-for': context.vars.ip },
    reconnection: true,
  });
  const connected = new Promise((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  // Only the server or the network ending it counts (closing the page is the client's own disconnect).
  socket.on('disconnect', (reason) => {
    if (reason !== 'io client disconnect') events.emit('counter', 'evening.socket_disconnects', 1);
  });
  return { socket, connected };
}

function nextOrder(ms) {
  if (waiting.length > 0) return Promise.resolve(waiting.shift());
  return new Promise((resolve) => {
    const waiter = (orderId) => {
      clearTimeout(timer);
      resolve(orderId);
    };
    const timer = setTimeout(() => {
      idleShoppers.splice(idleShoppers.indexOf(waiter), 1);
      resolve(null);
    }, ms);
    idleShoppers.push(waiter);
  });
}

// Customers

function becomeCustomer(context, _events, done) {
  const n = arrive(context);
  const customer = data.customers[n % data.customers.length];
  Object.assign(context.vars, {
    token: customer.token,
    name: customer.name,
    pin: data.pin,
    street: pick(STREETS),
    query: pick(QUERIES),
    shopId: data.shopId,
    browseShopId: data.browseShopId,
  });
  done();
}

function fillCart(context, _events, done) {
  const count = 2 + Math.floor(Math.random() * 3);
  const chosen = new Set();
  while (chosen.size < count) chosen.add(pick(data.products));
  context.vars.items = [...chosen].map((productId) => ({
    productId,
    quantity: 1 + Math.floor(Math.random() * 3),
  }));
  context.vars.idempotencyKey = randomUUID();
  done();
}

function orderBody(requestParams, context, _events, next) {
  const v = context.vars;
  requestParams.json = {
    shopId: v.shopId,
    items: v.items,
    paymentMethod: 'cash',
    deliveryAddress: {
      street: v.street,
      city: 'Mumbai',
      state: 'Maharashtra',
      zipCode: v.pin,
      contactName: v.name,
      contactPhone: '+91 98765 01234',
    },
  };
  next();
}

function openOrderPage(context, events, done) {
  const orderId = context.vars.orderId;
  if (!orderId) return done(new Error('order not placed'));
  const { socket, connected } = connect(context, events);
  const page = { socket, heard: [], latest: 0, locations: 0, bill: deferred(), delivered: deferred() };
  context.page = page;
  socket.on('orderStatusUpdate', (event) => {
    if (event.orderId !== orderId) return;
    page.heard.push(event.status);
    const at = Date.parse(event.timestamp);
    events.emit('histogram', 'evening.update_delay_ms', Date.now() - at);
    // Changes made on two processes can arrive in either order (one local, one through Redis); the app
    // keeps the newer copy (store-order.ts), so this is counted, not failed.
    if (at < page.latest) events.emit('counter', 'evening.out_of_order_updates', 1);
    page.latest = Math.max(page.latest, at);
    if (event.status === 'bill_uploaded') page.bill.resolve();
    if (event.deliveryOTP) handover(orderId).code.resolve(event.deliveryOTP);
    if (event.status === 'delivered') page.delivered.resolve();
  });
  socket.on('delivery_location_update', (event) => {
    if (event.orderId === orderId) page.locations += 1;
  });
  connected.then(
    () => done(),
    (error) => done(new Error(`order page socket: ${error.message}`)),
  );
}

function handOrderToShoppers(context, _events, done) {
  const shopper = idleShoppers.shift();
  if (shopper) shopper(context.vars.orderId);
  else waiting.push(context.vars.orderId);
  done();
}

function waitForBill(context, _events, done) {
  within(context.page.bill.promise, PATIENCE_MS, 'no live bill').then(() => done(), done);
}

function billApproved(context, _events, done) {
  handover(context.vars.orderId).approved.resolve();
  done();
}

function waitForDelivery(context, _events, done) {
  within(context.page.delivered.promise, PATIENCE_MS, 'no live delivery').then(() => done(), done);
}

function closeOrderPage(context, events, done) {
  const page = context.page;
  const timeline = context.vars.timeline ?? [];
  if (timeline.length < 2) return done(new Error('order timeline not read'));
  // Every change after placement (the page opened after it) must come live, each once. One that comes
  // through Redis may follow the delivery that another process announced at once: the page stays open
  // a little for it, as the customer's would; what has not come by then is missed.
  const started = Date.now();
  const check = () => {
    const missing = unheardChanges(page, timeline);
    if (missing.length > 0 && Date.now() - started < GRACE_MS) return setTimeout(check, 100);
    page.socket.close();
    handovers.delete(context.vars.orderId);
    events.emit('counter', 'evening.live_updates', page.heard.length + page.locations);
    events.emit('histogram', 'evening.generator_loop_delay_ms', loopDelay.max / 1e6);
    loopDelay.reset();
    for (const kind of missing) {
      events.emit('counter', 'evening.missed_updates', 1);
      events.emit('counter', `evening.missed.${kind}`, 1);
    }
    done();
  };
  check();
}

// Shoppers

function becomeShopper(context, _events, done) {
  arrive(context);
  const shopper = freeShoppers.shift();
  if (!shopper) return done(new Error('more shoppers on shift than seeded'));
  context.vars.token = shopper.token;
  context.shopper = shopper;
  // A shopper who finds nothing to do within a while leaves; the shift is the orders taken.
  nextOrder(8_000).then((orderId) => {
    context.vars.shift = orderId ? [orderId] : [];
    done();
  });
}

function startOrder(context, _events, done) {
  context.vars.orderId = context.vars.$loopElement;
  context.vars.billAmount = String(200 + Math.floor(Math.random() * 800));
  done();
}

function waitForBillApproval(context, _events, done) {
  within(handover(context.vars.orderId).approved.promise, PATIENCE_MS, 'bill never approved').then(
    () => done(),
    done,
  );
}

function hearDeliveryCode(context, _events, done) {
  within(handover(context.vars.orderId).code.promise, PATIENCE_MS, 'no delivery code').then((code) => {
    context.vars.otp = code;
    done();
  }, done);
}

function takeNextOrder(context, _events, done) {
  nextOrder(2_000).then((orderId) => {
    if (orderId) context.vars.shift.push(orderId);
    done();
  });
}

function leaveShift(context, _events, done) {
  if (context.shopper) freeShoppers.push(context.shopper);
  done();
}

// Admins: the live board (its list, and its socket's adminOrderUpdate events)

function becomeAdmin(context, events, done) {
  arrive(context);
  context.vars.token = pick(data.admins).token;
  const { socket, connected } = connect(context, events);
  context.board = socket;
  socket.on('adminOrderUpdate', () => events.emit('counter', 'evening.board_updates', 1));
  connected.then(
    () => done(),
    (error) => done(new Error(`board socket: ${error.message}`)),
  );
}

function leaveBoard(context, _events, done) {
  context.board?.close();
  done();
}

module.exports = {
  becomeCustomer,
  fillCart,
  orderBody,
  openOrderPage,
  handOrderToShoppers,
  waitForBill,
  billApproved,
  waitForDelivery,
  closeOrderPage,
  becomeShopper,
  startOrder,
  waitForBillApproval,
  hearDeliveryCode,
  takeNextOrder,
  leaveShift,
  becomeAdmin,
  leaveBoard,
};
