// Latency of answers nothing was kept for: each url asked once, `connections` at a time. Shared by the
// catalogue and search benches.

/** Each url once, `connections` at a time: p50, p95 and p99 in ms, and how many answers were not 2xx. */
export async function coldRequests(urls, connections) {
  const queue = [...urls];
  const ms = [];
  let errors = 0;
  const worker = async () => {
    for (let url = queue.shift(); url; url = queue.shift()) {
      const started = performance.now();
      const res = await fetch(url, { headers: { 'accept-encoding': 'gzip' } });
      await res.arrayBuffer();
      ms.push(performance.now() - started);
      if (!res.ok) errors += 1;
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  ms.sort((a, b) => a - b);
  const at = (p) => Math.round(ms[Math.min(ms.length - 1, Math.ceil(p * ms.length) - 1)]);
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99), errors };
}
