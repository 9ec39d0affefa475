// The faults bench's "slow database" (issue 48): a TCP proxy between Jhola and PostgreSQL that holds every
// chunk, both ways, for the delay of the moment (0 until a fault sets it). Bytes keep their order on each
// connection (a chunk is sent no earlier than the one before it), so the protocol is never broken, only slow.
import net from 'node:net';

/**
 * @param {{ target: { host: string; port: number }; port?: number; host?: string;
 *   later?: (send: () => void, ms: number) => void }} options `later` schedules a held chunk (a test's own clock)
 * @returns {Promise<{ port: number; setDelay: (ms: number) => void; connections: () => number; close: () => Promise<void> }>}
 */
export async function startDelayProxy({ target, port = 0, host = '127.0.0.1', later = defaultLater }) {
  let delayMs = 0;
  /** @type {Set<net.Socket>} */
  const open = new Set();
  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host);
    for (const socket of [client, upstream]) {
      open.add(socket);
      socket.on('close', () => open.delete(socket));
      // One side gone: the other goes too, as it would if the network between them broke.
      socket.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
    }
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
    relay(client, upstream, () => delayMs, later);
    relay(upstream, client, () => delayMs, later);
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(undefined));
  });
  const address = /** @type {net.AddressInfo} */ (server.address());
  return {
    port: address.port,
    setDelay: (ms) => {
      delayMs = ms;
    },
    connections: () => open.size / 2,
    close: async () => {
      for (const socket of open) socket.destroy();
      await new Promise((resolve) => server.close(() => resolve(undefined)));
    },
  };
}

/** @param {() => void} send @param {number} ms */
function defaultLater(send, ms) {
  if (ms <= 0) send();
  else setTimeout(send, ms);
}

/**
 * Copies `from` to `to`, each chunk held for the delay read when it arrived. Every timer sends the chunk at
 * the head of the queue, never its own, so bytes keep their order whichever timer fires first (a delay
 * lowered mid-fault lets the held chunks out early rather than out of order).
 * @param {net.Socket} from @param {net.Socket} to @param {() => number} delay
 * @param {(send: () => void, ms: number) => void} later
 */
function relay(from, to, delay, later) {
  /** @type {(Buffer | null)[]} null: the end of the stream */
  const queue = [];
  const sendHead = () => {
    const next = queue.shift();
    if (next === null) to.end();
    else if (next && !to.destroyed) to.write(next);
  };
  const hold = (/** @type {Buffer | null} */ item) => {
    const ms = delay();
    if (ms <= 0 && queue.length === 0) {
      queue.push(item);
      sendHead();
      return;
    }
    queue.push(item);
    later(sendHead, Math.max(0, ms));
  };
  from.on('data', (chunk) => hold(chunk));
  from.on('end', () => hold(null));
}
