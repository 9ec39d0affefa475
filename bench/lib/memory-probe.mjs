// Loaded into the server process by a benchmark (node --expose-gc --import this-file server.js, with an
// IPC channel): answers 'jhola:memory' with process.memoryUsage() after a full collection. Nothing is
// added to the product: no endpoint, no flag; without an IPC channel this file does nothing.
if (typeof process.send === 'function') {
  process.on('message', (message) => {
    if (message !== 'jhola:memory') return;
    globalThis.gc?.();
    globalThis.gc?.();
    process.send({ type: 'jhola:memory', usage: process.memoryUsage() });
  });
  // The channel must not keep a stopping server alive.
  process.channel?.unref();
}
