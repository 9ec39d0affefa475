import fc from 'fast-check';

/** Strings a client may send that must never reach PostgreSQL unchecked, nor crash a handler. */
export const badString = fc.oneof(
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '\ud800',
    'x\udfffy',
    '',
    ' ',
    '%00',
    '%',
    '..',
    '../../etc/passwd',
    "'; drop table users; --",
    '<script>alert(1)</script>',
    '\u202e\u200b\ufeff',
    '𝔍𝔥𝔬𝔩𝔞 🛒👩🏽‍🍳',
    'नमस्ते',
    '-1',
    '1e309',
    'NaN',
    'null',
    'true',
    '00000000-0000-0000-0000-000000000000',
    'ffffffff-ffff-ffff-ffff-ffffffffffff',
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ maxLength: 20 }).map((s) => `${s}\u0000`),
  // Longer than any field allows (the body limit itself is tested on its own).
  fc.integer({ min: 1_000, max: 12_000 }).map((n) => 'x'.repeat(n)),
);

/** Values that are certainly not a string, for a property declared as one. */
const notString = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 2 }),
);
const notNumber = fc.oneof(
  badString,
  fc.boolean(),
  fc.array(fc.integer(), { maxLength: 2 }),
  fc.object({ maxDepth: 1 }),
);
const notBoolean = fc.oneof(badString, fc.integer(), fc.array(fc.boolean(), { maxLength: 2 }));
const notArray = fc.oneof(badString, fc.integer(), fc.boolean(), fc.object({ maxDepth: 1 }));
const notObject = fc.oneof(badString, fc.integer(), fc.boolean(), fc.array(fc.integer(), { maxLength: 2 }));

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  nullable?: boolean;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
};

/** A value the property's declared type refuses (null included unless it is nullable). */
export function wrongTypeFor(schema: JsonSchema | undefined): fc.Arbitrary<unknown> {
  const types = new Set(
    [schema?.type, ...(schema?.anyOf ?? []).map((s) => s.type), ...(schema?.oneOf ?? []).map((s) => s.type)]
      .flat()
      .filter((t): t is string => typeof t === 'string'),
  );
  if (types.size !== 1) return fc.constantFrom('a\u0000', '\ud800', '\u0000\u0000');
  const [type] = types;
  const base: fc.Arbitrary<unknown> =
    type === 'string'
      ? notString
      : type === 'number' || type === 'integer'
        ? notNumber
        : type === 'boolean'
          ? notBoolean
          : type === 'array'
            ? notArray
            : notObject;
  return base.filter((v) => v !== null || !(schema?.nullable || types.has('null')));
}

/**
 * A body the operation's schema must refuse: either every declared property gets a value of the wrong
 * type, or some string anywhere holds a character PostgreSQL cannot store, or it is not an object at all.
 */
export function badBody(schema: JsonSchema | undefined): fc.Arbitrary<unknown> {
  const properties = Object.entries(schema?.properties ?? {});
  const wrongTypes =
    properties.length > 0
      ? fc.record(Object.fromEntries(properties.map(([name, s]) => [name, wrongTypeFor(s)])))
      : notObject;
  const unstorable = fc
    .tuple(
      fc.dictionary(fc.constantFrom(...properties.map(([n]) => n), 'extra'), badString, { maxKeys: 4 }),
      fc.constantFrom('a\u0000', '\ud83d', '\u0000'),
      fc.constantFrom(...properties.map(([n]) => n), 'extra'),
    )
    .map(([base, poison, key]) => ({ ...base, [key]: { nested: [poison] } }));
  return fc.oneof(wrongTypes, unstorable, notObject);
}

/** Percent-encodes every UTF-8 byte; a lone surrogate becomes U+FFFD as any client would send it. */
export function encodeSegment(value: string): string {
  return [...Buffer.from(value, 'utf8')]
    .map((b) => `%${b.toString(16).padStart(2, '0').toUpperCase()}`)
    .join('');
}

/**
 * JSON nested far deeper than any request (issue 26): 10,000 levels of arrays or objects (about 40 KB),
 * and one level over the bound. Each must be a 400, never a stack overflow in a walk over the body.
 */
export const deepJson = [
  `${'['.repeat(10_000)}${']'.repeat(10_000)}`,
  `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`,
  `${'{"items":['.repeat(17)}1${']}'.repeat(17)}`,
];
