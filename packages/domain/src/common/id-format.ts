/**
 * The UUID format of every entity id, as zod's `z.uuid()` (`idSchema`, ids.ts) reads it: RFC 9562
 * versions 1–8 with the variant bits, and the nil and max ids. Apart from the schema so that a screen
 * checking an id does not take the schema library along (decision 0053); ids.test.ts keeps the two alike.
 */
const UUID =
  /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;

export const isId = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);
