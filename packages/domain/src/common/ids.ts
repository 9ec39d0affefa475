import { z } from 'zod';

/** Every entity id is a UUID; a path id that is not one is answered with 404 (or 400 where the spec says so). */
export const idSchema = z.uuid();
export const isId = (value: unknown): value is string => idSchema.safeParse(value).success;
