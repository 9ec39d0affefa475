import { idSchema, orderSchema } from '@jhola/domain';
import { z } from 'zod';
import { envelope } from '../../../http/envelope.js';

/** Every order route needs a signed-in user (OpenAPI security). */
export const bearerSecurity = [{ bearer: [] }];

export const orderIdParams = z.object({ id: idSchema });
export const orderReply = envelope(z.object({ order: orderSchema }));
export const ordersReply = envelope(z.object({ orders: z.array(orderSchema), total: z.number().int() }));
