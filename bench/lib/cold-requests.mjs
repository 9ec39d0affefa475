// Latency of answers nothing was kept for: each url asked once, `connections` at a time. Shared by the
// catalogue and search benches.
import http from 'node:http';

/**
 * One GET to the last byte of the reply (gzip asked for, as a browser does; the body is not inflated).
 * node:http with kept-alive sockets, as load tools use, not fetch: the client shares the machine's two
 * cores with the server and PostgreSQL, and fetch cost ~1 ms of CPU a request, which the server's
 * latency then paid for in queueing.
 */
function get(url, agent) {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent, headers: { 'accept-encoding': 'gzip' } }, (response) => {
      response.on('data', () => {});
      response.on('end', () => resolve(response.statusCode ?? 0));
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

/**
 * Each url once, `connections` at a time: p50, p95 and p99 in ms, how many answers were not 2xx, and the
 * five slowest (the p99 of a few hundred requests is one of them).
 */
export async function coldRequests(urls, connections) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const queue = [...urls];
  const ms = [];
  const timed = [];
  let errors = 0;
  const worker = async () => {
    for (let url = queue.shift(); url; url = queue.shift()) {
      const started = performance.now();
      const status = await get(url, agent);
      ms.push(performance.now() - started);
      timed.push({ url, ms: Math.round(ms.at(-1)) });
      if (status < 200 || status > 299) errors += 1;
    }
  };
  try {
    await Promise.all(Array.from({ length: connections }, worker));
  } finally {
    agent.destroy();
  }
  ms.sort((a, b) => a - b);
  const at = (p) => Math.round(ms[Math.min(ms.length - 1, Math.ceil(p * ms.length) - 1)]);
  const slowest = timed.sort((a, b) => b.ms - a.ms).slice(0, 5);
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99), errors, slowest };
}
