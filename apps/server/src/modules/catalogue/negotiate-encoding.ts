type Encoding = 'br' | 'gzip' | 'identity';

/**
 * Browsers send one of a handful of headers: each is read once (bounded, so odd headers cannot grow it).
 * module-state: a memo of a pure function of the header, the same for every app.
 */
const known = new Map<string, Encoding>();

/** br when the client takes it, else gzip, else none (q=0 means "not this one"). */
export function negotiateEncoding(header: string | undefined): Encoding {
  const key = header ?? '';
  let encoding = known.get(key);
  if (encoding === undefined) {
    encoding = negotiate(key);
    if (known.size < 100) known.set(key, encoding);
  }
  return encoding;
}

function negotiate(header: string): Encoding {
  const accepted = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const takes = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (takes('br')) return 'br';
  if (takes('gzip')) return 'gzip';
  return 'identity';
}
