import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ifNoneMatchHits } from '../../http/etag.js';

type Encoding = 'br' | 'gzip' | 'identity';
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** br when the client takes it, else gzip, else none (q=0 means "not this one"). */
export function negotiateEncoding(header: string | undefined): Encoding {
  const accepted = new Map<string, number>();
  for (const part of (header ?? '').toLowerCase().split(',')) {
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

interface Entry {
  version: string;
  bodies: Partial<Record<Encoding, Promise<Buffer>>>;
}

/**
 * Serialised and compressed JSON bodies keyed by a version of their data. A new version is a new key,
 * so nothing is ever invalidated by hand; the oldest entries are dropped past `maxEntries`.
 * Concurrent requests for the same key share one build (no stampede on a cold cache).
 */
export class CachedJson {
  private readonly entries = new Map<string, Promise<Entry>>();
  constructor(private readonly maxEntries = 8) {}

  /**
   * Replies with the JSON built by `build` (which returns the data's actual version and body), with a
   * strong ETag per version and encoding, `Cache-Control: no-cache` and a 304 for a matching If-None-Match.
   */
  async reply(
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    version: string,
    build: () => Promise<{ version: string; json: string }>,
  ): Promise<FastifyReply> {
    const encoding = negotiateEncoding(request.headers['accept-encoding']);
    const etagOf = (v: string) => `"${v}${encoding === 'identity' ? '' : `-${encoding}`}"`;
    void reply.headers({ 'cache-control': 'no-cache', vary: 'Accept-Encoding' });
    if (ifNoneMatchHits(request.headers['if-none-match'], etagOf(version))) {
      return reply.header('etag', etagOf(version)).status(304).send();
    }
    const entry = await this.entry(`${key}:${version}`, build);
    const body = await this.body(entry, encoding);
    void reply.headers({
      etag: etagOf(entry.version),
      'content-type': 'application/json; charset=utf-8',
      ...(encoding === 'identity' ? {} : { 'content-encoding': encoding }),
    });
    return reply.send(body);
  }

  private entry(key: string, build: () => Promise<{ version: string; json: string }>): Promise<Entry> {
    const cached = this.entries.get(key);
    if (cached) return cached;
    const created = build().then(({ version, json }) => ({
      version,
      bodies: { identity: Promise.resolve(Buffer.from(json)) },
    }));
    created.catch(() => this.entries.delete(key));
    this.entries.set(key, created);
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    return created;
  }

  private async body(entry: Entry, encoding: Encoding): Promise<Buffer> {
    const existing = entry.bodies[encoding];
    if (existing) return existing;
    const identity = await (entry.bodies.identity as Promise<Buffer>);
    const compressed =
      encoding === 'br'
        ? brotli(identity, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } })
        : gzip(identity, { level: 6 });
    entry.bodies[encoding] = compressed;
    return compressed;
  }
}
