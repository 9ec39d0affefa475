import {
  adminPlannedShiftSchema,
  adminShiftsSchema,
  myShiftsSchema,
  plannedShiftSchema,
  shiftActionSchema,
  shiftSchema,
} from '@jhola/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../../http/envelope.js';
import { actorOf } from '../core/actor.js';
import { bearerSecurity as security } from '../core/schemas.js';
import { adminShifts, endShift, myShifts, planShift, startShift } from './shift-service.js';

const shiftReply = envelope(z.object({ shift: shiftSchema.nullable() }));

/** Issue 45: shoppers and riders go on and off duty and plan shifts; admins see who is on duty. */
export const shiftRoutes: FastifyPluginAsyncZod = async (app) => {
  const staff = app.requireAuth('shopper', 'delivery');
  const admin = app.requireAuth('admin');
  const tags = ['shifts'];

  app.get(
    '/staff/shift',
    {
      onRequest: staff,
      schema: {
        tags,
        security,
        summary: 'My shift now (null: off duty) and the shifts I planned',
        response: { 200: envelope(myShiftsSchema) },
      },
    },
    async (request) => ok(await myShifts(app.ctx, actorOf(request.auth))),
  );

  app.post(
    '/staff/shift',
    {
      onRequest: staff,
      schema: {
        tags,
        security,
        summary: 'Start or end my shift',
        description:
          'start: on duty from now, at a shop (shopId, shoppers) or in an area (area, riders); starting ' +
          'again while on duty answers with the running shift. end: off duty from now; offers waiting for ' +
          'my answer go to the next person at once. Only people on duty are offered orders.',
        body: shiftActionSchema,
        response: { 200: shiftReply },
      },
    },
    async (request) => {
      const actor = actorOf(request.auth);
      const { action, ...where } = request.body;
      const shift =
        action === 'start' ? await startShift(app.ctx, actor, where) : await endShift(app.ctx, actor);
      return ok({ shift }, action === 'start' ? 'You are on shift' : 'Shift ended');
    },
  );

  app.post(
    '/staff/shifts',
    {
      onRequest: staff,
      schema: {
        tags,
        security,
        summary: 'Plan a shift ahead',
        description: "A shopper's planned hours at a shop give its delivery slots their capacity.",
        body: plannedShiftSchema,
        response: { 201: envelope(z.object({ shift: shiftSchema })) },
      },
    },
    async (request, reply) => {
      const shift = await planShift(app.ctx, actorOf(request.auth), request.body);
      return reply.status(201).send(ok({ shift }, 'Shift planned'));
    },
  );

  app.get(
    '/admin/shifts',
    {
      onRequest: admin,
      schema: {
        tags,
        security,
        summary: 'Who is on duty (where, how loaded) and the shifts planned from now on',
        response: { 200: envelope(adminShiftsSchema) },
      },
    },
    async () => ok(await adminShifts(app.ctx)),
  );

  app.post(
    '/admin/shifts',
    {
      onRequest: admin,
      schema: {
        tags,
        security,
        summary: 'Plan a shift for a shopper or rider',
        body: adminPlannedShiftSchema,
        response: { 201: envelope(z.object({ shift: shiftSchema })) },
      },
    },
    async (request, reply) => {
      const shift = await planShift(app.ctx, actorOf(request.auth), request.body);
      return reply.status(201).send(ok({ shift }, 'Shift planned'));
    },
  );
};
