import {
  customerPushMessage,
  isId,
  LANGUAGES,
  messagePushFor,
  type PushChange,
  type PushMessage,
  type PushSubscriptionRecord,
  type PushSubscriptionRequest,
  shopperPushMessage,
  type Translate,
} from '@jhola/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext, AuthContext } from '../../context.js';
import type { DomainEvents } from '../../events/event-bus.js';
import { conflict, notFound, validationError } from '../../http/errors.js';
import { translatorFor } from '../../i18n/translator.js';
import { PushSubscriptionRepository, type PushSubscriptionRow, type PushTarget } from './repository.js';
import { sendPush } from './sender.js';

const NOT_FOUND = 'Push subscription not found';
const TAKEN = 'This browser\u2019s notifications are on for another account. Sign out of it there first.';

/** The browsers' own push services (Chrome/Edge/Android, Firefox, Windows, Safari); https only. */
const PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com',
  'push.services.mozilla.com',
  'notify.windows.com',
  'push.apple.com',
];

/**
 * Whether the server may post to this endpoint: a browser push service on https's own port with no
 * user-info, or an origin PUSH_SERVICE_ORIGINS names. Anything else is refused, so a subscription cannot
 * make the server post to any URL.
 */
export function isAllowedPushEndpoint(endpoint: string, extraOrigins: readonly string[]): boolean {
  const url = new URL(endpoint);
  if (url.username || url.password) return false;
  if (extraOrigins.includes(url.origin)) return true;
  return (
    url.protocol === 'https:' &&
    // The URL parser drops ":443" on https, so any port left is another one.
    url.port === '' &&
    PUSH_SERVICE_HOSTS.some((host) => url.hostname === host || url.hostname.endsWith(`.${host}`))
  );
}

const toRecord = (row: PushSubscriptionRow): PushSubscriptionRecord => ({
  _id: row.id,
  endpoint: row.endpoint,
  createdAt: row.createdAt.toISOString(),
});

export async function subscribe(
  ctx: AppContext,
  auth: AuthContext,
  body: PushSubscriptionRequest,
): Promise<PushSubscriptionRecord> {
  if (!isAllowedPushEndpoint(body.endpoint, ctx.config.pushServiceOrigins)) {
    throw validationError([{ field: 'endpoint', message: 'This push service is not supported' }]);
  }
  const row = await new PushSubscriptionRepository(ctx.db).upsertOwn({
    userId: auth.userId,
    sessionId: auth.sessionId,
    endpoint: body.endpoint,
    p256dh: body.keys.p256dh,
    auth: body.keys.auth,
  });
  // The endpoint is another account's until that account removes it: nothing of theirs is touched.
  if (!row) throw conflict(TAKEN);
  return toRecord(row);
}

export async function unsubscribe(ctx: AppContext, auth: AuthContext, id: string): Promise<void> {
  if (!isId(id)) throw notFound(NOT_FOUND);
  const removed = await new PushSubscriptionRepository(ctx.db).deleteOwned(id, auth.userId);
  if (!removed) throw notFound(NOT_FOUND);
}

/** Sends one message to each subscription; those the push service says are gone (404/410) are removed. */
export async function deliver(
  ctx: AppContext,
  log: FastifyBaseLogger,
  targets: PushSubscriptionRow[],
  message: PushMessage,
): Promise<void> {
  if (targets.length === 0) return;
  const vapid = { ...ctx.vapid, subject: `mailto:${ctx.config.supportEmail}` };
  const outcomes = await Promise.all(targets.map((target) => sendPush(target, message, vapid, log)));
  const gone = targets.filter((_, i) => outcomes[i] === 'gone').map((target) => target.id);
  await new PushSubscriptionRepository(ctx.db).deleteIds(gone);
}

/** The pushes of one order change: to its customer, and to the shoppers who opted in. */
export async function pushOrderChange(
  ctx: AppContext,
  log: FastifyBaseLogger,
  change: PushChange,
): Promise<void> {
  const repo = new PushSubscriptionRepository(ctx.db);
  // Whether anyone is to be told is the same in every language; the words are each recipient's own.
  if (customerPushMessage(change)) {
    await deliverInLanguages(ctx, log, await repo.listForUser(change.order.customerId), (t) =>
      customerPushMessage(change, t),
    );
  }
  const forShoppers = shopperPushMessage(change);
  if (forShoppers) {
    const targets =
      forShoppers.to === 'shoppers'
        ? await repo.listForShoppers()
        : await repo.listForUser(forShoppers.to.userId);
    await deliverInLanguages(ctx, log, targets, (t) => shopperPushMessage(change, t)?.message ?? null);
  }
}

/**
 * Issue 29: a message reaches the other side's phones when the app is closed: the customer for their
 * staff's messages, the order's shopper and delivery person for the customer's.
 */
export async function pushOrderMessage(
  ctx: AppContext,
  log: FastifyBaseLogger,
  { message, parties }: DomainEvents['order.message'],
): Promise<void> {
  const repo = new PushSubscriptionRepository(ctx.db);
  const toCustomer = message.from !== 'customer';
  const people = toCustomer
    ? [parties.customerId]
    : [parties.shopperId, parties.deliveryPersonId].filter((id): id is string => id !== null);
  const targets = (await Promise.all(people.map((id) => repo.listForUser(id)))).flat();
  await deliverInLanguages(ctx, log, targets, (t) => messagePushFor(message, t));
}

/** Issue 19: each subscription gets the message in its owner's saved language. */
async function deliverInLanguages(
  ctx: AppContext,
  log: FastifyBaseLogger,
  targets: PushTarget[],
  messageIn: (translate: Translate) => PushMessage | null,
): Promise<void> {
  for (const language of LANGUAGES) {
    const mine = targets.filter((target) => target.language === language);
    const message = mine.length > 0 ? messageIn(translatorFor(language)) : null;
    if (message) await deliver(ctx, log, mine, message);
  }
}

/** Logout removes that session's subscriptions; a password reset or a disabled account removes them all. */
export async function forgetSession(ctx: AppContext, userId: string, sessionId?: string): Promise<void> {
  const repo = new PushSubscriptionRepository(ctx.db);
  if (sessionId) await repo.deleteForSession(sessionId);
  else await repo.deleteForUser(userId);
}
