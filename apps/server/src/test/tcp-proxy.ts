import { connect, createServer, type Server, type Socket } from 'node:net';

export type ProxyMode = 'pass' | 'refuse' | 'drop';

/**
 * A TCP proxy to put between the server and PostgreSQL and break the network on demand:
 * - `pass`: bytes flow both ways;
 * - `refuse`: the port stops listening and open connections are reset (PostgreSQL down);
 * - `drop`: connections are accepted but bytes go nowhere, in either direction (a silent network:
 *   nothing refused, nothing answered). Held bytes are delivered when the network heals, as TCP would.
 * The port stays the same across modes, so the server's connection string never changes.
 */
export class TcpProxy {
  private server: Server | null = null;
  private mode: ProxyMode = 'pass';
  private readonly links = new Set<Link>();
  port = 0;

  constructor(private readonly target: { host: string; port: number }) {}

  async start(): Promise<void> {
    await this.listen(0);
  }

  async setMode(mode: ProxyMode): Promise<void> {
    const was = this.mode;
    this.mode = mode;
    if (mode === 'refuse') {
      for (const link of this.links) link.destroy();
      await this.closeListener();
      return;
    }
    if (was === 'refuse') await this.listen(this.port);
    if (mode === 'pass') for (const link of this.links) link.flush();
  }

  async stop(): Promise<void> {
    for (const link of this.links) link.destroy();
    await this.closeListener();
  }

  private listen(port: number): Promise<void> {
    const server = createServer((client) => this.accept(client));
    this.server = server;
    return new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        this.port = (server.address() as { port: number }).port;
        resolve();
      });
    });
  }

  private closeListener(): Promise<void> {
    const server = this.server;
    this.server = null;
    return new Promise((resolve) => (server ? server.close(() => resolve()) : resolve()));
  }

  private accept(client: Socket): void {
    const link = new Link(client, connect(this.target.port, this.target.host), () => this.mode === 'pass');
    this.links.add(link);
    link.onClose(() => this.links.delete(link));
  }
}

/** One proxied connection; holds bytes back while the network is "silent". */
class Link {
  private readonly held: { to: Socket; chunk: Buffer }[] = [];

  constructor(
    private readonly client: Socket,
    private readonly upstream: Socket,
    private readonly flowing: () => boolean,
  ) {
    client.on('data', (chunk) => this.forward(upstream, chunk));
    upstream.on('data', (chunk) => this.forward(client, chunk));
    for (const socket of [client, upstream]) {
      socket.on('error', () => this.destroy());
      socket.on('close', () => this.destroy());
    }
  }

  onClose(listener: () => void): void {
    this.client.once('close', listener);
  }

  flush(): void {
    for (const { to, chunk } of this.held.splice(0)) if (!to.destroyed) to.write(chunk);
  }

  destroy(): void {
    this.client.destroy();
    this.upstream.destroy();
  }

  private forward(to: Socket, chunk: Buffer): void {
    if (this.flowing()) {
      this.flush();
      to.write(chunk);
    } else {
      this.held.push({ to, chunk });
    }
  }
}
