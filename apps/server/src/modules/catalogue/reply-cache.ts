import { createHash } from 'node:crypto';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ifNoneMatchHits } from '../../http/etag.js';
import { negotiateEncoding } from './negotiate-encoding.js';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

type Encoding = ReturnType<typeof negotiateEncoding>;

interface Entry {
  /** Strong validator of the identity body; each encoding adds its suffix (another representation). */
  tag: string;
  identity: Buffer;
  gzip?: Promise<Buffer>;
  br?: Promise<Buffer>;
  /** Each form once made, for answering without waiting (sendIfReady). */
  made: { gzip?: Buffer; br?: Buffer };
  /** The headers of a 200 written before Fastify, by the route headers of the caller kind (writeIfReady). */
  headers?: WeakMap<OutgoingHttpHeaders, Partial<Record<Encoding, OutgoingHttpHeaders>>>;
}

/**
 * Serialised replies kept as bytes with their ETag and, once asked for, their gzip and brotli forms.
 * The key names the data's version (callers put the catalogue version and, where open/closed matters,
 * the minute in it), so nothing is invalidated by hand: a change makes a new key, and the oldest keys
 * fall out past `maxEntries`. Concurrent misses of one key share one build.
 */
export class ReplyCache {
  private readonly entries = new Map<string, Promise<Entry>>();
  /** The entries whose build has finished, by key: what sendIfReady can answer at once. */
  private readonly built = new Map<string, Entry>();
  constructor(
    private readonly maxEntries: number,
    private readonly effort: CompressionEffort = 'kept',
  ) {}

  async send(
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    build: () => Promise<string>,
    /** One person's answer: no shared cache may keep it (the key must name that person). */
    personal = false,
  ): Promise<FastifyReply> {
    const entry = await this.entry(key, build);
    const encoding = negotiateEncoding(request.headers['accept-encoding']);
    const answered = notModified(request, reply, entry, encoding);
    if (personal) void reply.header('cache-control', 'private, no-cache');
    if (answered) return reply.status(304).send();
    const body = encoding === 'identity' ? entry.identity : await this.compressed(entry, encoding);
    return sendBytes(reply, encoding, body);
  }

  /**
   * Answers at once when the reply for `key` is built and in the encoding the client takes (else null,
   * and the caller goes the usual way): the fast path of a hot list, before any validation or handler.
   */
  sendIfReady(request: FastifyRequest, reply: FastifyReply, key: string): FastifyReply | null {
    const entry = this.built.get(key);
    if (!entry) return null;
    const encoding = negotiateEncoding(request.headers['accept-encoding']);
    const body = encoding === 'identity' ? entry.identity : entry.made[encoding];
    if (!body) return null;
    if (notModified(request, reply, entry, encoding)) return reply.status(304).send();
    return sendBytes(reply, encoding, body);
  }

  /**
   * The same answer as sendIfReady, written on the raw response before Fastify sees the request (see
   * http/hot-replies.ts): `routeHeaders` are the headers the rest of the app adds to this route's replies.
   * Returns the status written, or null when the reply is not ready (nothing written).
   */
  writeIfReady(
    request: IncomingMessage,
    response: ServerResponse,
    key: string,
    routeHeaders: OutgoingHttpHeaders,
  ): number | null {
    const entry = this.built.get(key);
    if (!entry) return null;
    const encoding = negotiateEncoding(request.headers['accept-encoding']);
    const body = encoding === 'identity' ? entry.identity : entry.made[encoding];
    if (!body) return null;
    const etag = etagOf(entry, encoding);
    if (ifNoneMatchHits(request.headers['if-none-match'], etag)) {
      // The route's headers last: their Vary is the whole one (other hooks add to Accept-Encoding).
      response.writeHead(304, { ...validators(etag), ...routeHeaders }).end();
      return 304;
    }
    // The whole header set of a 200 is made once per encoding and caller kind (the same object each time).
    const made =
      entry.headers ?? new WeakMap<OutgoingHttpHeaders, Partial<Record<Encoding, OutgoingHttpHeaders>>>();
    entry.headers = made;
    const forCaller = made.get(routeHeaders) ?? {};
    made.set(routeHeaders, forCaller);
    forCaller[encoding] ??= {
      ...validators(etag),
      ...routeHeaders,
      ...bodyHeaders(encoding),
      'content-length': body.length,
    };
    response.writeHead(200, forCaller[encoding]).end(body);
    return 200;
  }

  /** Forgets everything (tests, and a process that learns its copy may be wrong). */
  clear(): void {
    this.entries.clear();
    this.built.clear();
  }

  private entry(key: string, build: () => Promise<string>): Promise<Entry> {
    const cached = this.entries.get(key);
    if (cached) return cached;
    const created = build().then((json) => {
      const identity = Buffer.from(json);
      const tag = createHash('sha1').update(identity).digest('base64url').slice(0, 22);
      const entry: Entry = { identity, tag, made: {} };
      if (this.entries.get(key) === created) this.built.set(key, entry);
      return entry;
    });
    // A failed build (unknown shop, database down) is not remembered.
    created.catch(() => {
      if (this.entries.get(key) === created) this.entries.delete(key);
    });
    this.entries.set(key, created);
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) {
        this.entries.delete(oldest);
        this.built.delete(oldest);
      }
    }
    return created;
  }

  private compressed(entry: Entry, encoding: 'br' | 'gzip'): Promise<Buffer> {
    if (encoding === 'br') {
      entry.br ??= compress(entry.identity, 'br', this.effort).then((bytes) => (entry.made.br = bytes));
      return entry.br;
    }
    entry.gzip ??= compress(entry.identity, 'gzip', this.effort).then((bytes) => (entry.made.gzip = bytes));
    return entry.gzip;
  }
}

/**
 * How hard a reply is compressed: `kept` replies (a shop's first screens) are made once and sent many
 * times, so the smallest bytes are worth the CPU; `once` replies (searches: nearly every one is asked once)
 * pay it on every request. A 48-product search page (~25 KB of JSON): gzip 6 takes 0.40 ms for 2,651
 * bytes, gzip 3 0.16 ms for 2,822; brotli 5 0.51 ms for 2,402, brotli 4 0.30 ms for 2,546: two TCP
 * segments either way (decision 0041, "Speed").
 */
export type CompressionEffort = 'kept' | 'once';
const LEVELS: Record<CompressionEffort, { br: number; gzip: number }> = {
  kept: { br: 5, gzip: 6 },
  once: { br: 4, gzip: 3 },
};

const compress = (bytes: Buffer, encoding: 'br' | 'gzip', effort: CompressionEffort): Promise<Buffer> =>
  encoding === 'br'
    ? brotli(bytes, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: LEVELS[effort].br,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      })
    : gzip(bytes, { level: LEVELS[effort].gzip });

/** Below this many bytes a reply goes as it is (as @fastify/compress's threshold does for the others). */
const COMPRESS_FROM_BYTES = 1024;

/**
 * A JSON reply made for one request and kept nowhere (a search across shops), compressed (`once`) in one call on
 * its bytes: @fastify/compress pipes every reply through a stream, which cost a search twice as much.
 */
export async function sendJson(
  request: FastifyRequest,
  reply: FastifyReply,
  json: string,
): Promise<FastifyReply> {
  const identity = Buffer.from(json);
  const accepted = negotiateEncoding(request.headers['accept-encoding']);
  const encoding = identity.length < COMPRESS_FROM_BYTES ? 'identity' : accepted;
  const body = encoding === 'identity' ? identity : await compress(identity, encoding, 'once');
  void reply.header('vary', 'Accept-Encoding');
  return sendBytes(reply, encoding, body);
}

const etagOf = (entry: Entry, encoding: Encoding) =>
  `"${entry.tag}${encoding === 'identity' ? '' : `-${encoding}`}"`;

const validators = (etag: string) => ({ 'cache-control': 'no-cache', vary: 'Accept-Encoding', etag });

const bodyHeaders = (encoding: Encoding) => ({
  'content-type': 'application/json; charset=utf-8',
  ...(encoding === 'identity' ? {} : { 'content-encoding': encoding }),
});

/** Sets the validators of `entry` in `encoding`; true when the client's copy is that one (304). */
function notModified(request: FastifyRequest, reply: FastifyReply, entry: Entry, encoding: Encoding) {
  const etag = etagOf(entry, encoding);
  void reply.headers(validators(etag));
  return ifNoneMatchHits(request.headers['if-none-match'], etag);
}

function sendBytes(reply: FastifyReply, encoding: Encoding, body: Buffer): FastifyReply {
  void reply.headers(bodyHeaders(encoding));
  return reply.send(body);
}
