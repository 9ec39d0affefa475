import { ok } from '../../../http/envelope.js';
import { bearerSecurity, orderIdParams, orderReply } from '../core/schemas.js';
import type { TransitionResult } from './transition.js';

/**
 * The schema of a route that moves one order (`:id` in the path) and answers with that order as the
 * caller may see it. Routes that take a body spread this and add `body`.
 */
export function orderActionSchema(tags: string[], summary: string, description?: string) {
  return {
    tags,
    security: bearerSecurity,
    summary,
    ...(description === undefined ? {} : { description }),
    params: orderIdParams,
    response: { 200: orderReply },
  };
}

/** Runs a lifecycle step and replies with the order it left; a repeated step answers the same way. */
export async function replyWithOrder(step: Promise<TransitionResult>, message?: string) {
  const { order } = await step;
  return ok({ order }, message);
}
