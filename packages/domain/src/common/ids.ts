import { z } from 'zod';

/** Every entity id is a UUID; a path id that is not one is answered with 404 (or 400 where the spec says so). */
export const idSchema = z.uuid();
