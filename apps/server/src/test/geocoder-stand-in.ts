import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StandInCall {
  provider: 'google' | 'nominatim';
  text: string;
  url: URL;
  userAgent: string;
}

/**
 * A local HTTP server that answers like Google's geocoder (/google) and Nominatim (/nominatim), so that
 * tests never leave the machine. What it answers depends on words in the address:
 *   "nowhere" → no result; "abroad" → a place in London (outside India); "slow" → answers after `slowMs`;
 *   anything else → a place in Bengaluru. `down` makes a provider answer 503; `unreachable` makes it take
 *   the request and never answer (a host that does not reply), until `stop`.
 */
export class GeocoderStandIn {
  readonly calls: StandInCall[] = [];
  down = new Set<'google' | 'nominatim'>();
  slowMs = 1500;
  unreachable = false;
  private server: Server | null = null;
  private base = '';

  get googleUrl(): string {
    return `${this.base}/google`;
  }
  get nominatimUrl(): string {
    return `${this.base}/nominatim`;
  }

  async start(): Promise<this> {
    this.server = createServer((req, res) => void this.answer(req, res));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.base = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  reset(): void {
    this.calls.length = 0;
    this.down.clear();
    this.unreachable = false;
  }

  private async answer(req: IncomingMessage, res: import('node:http').ServerResponse) {
    const url = new URL(req.url ?? '/', this.base);
    const provider = url.pathname === '/google' ? 'google' : 'nominatim';
    const text = (provider === 'google' ? url.searchParams.get('address') : url.searchParams.get('q')) ?? '';
    this.calls.push({ provider, text, url, userAgent: String(req.headers['user-agent'] ?? '') });
    if (this.unreachable) return;
    const lower = text.toLowerCase();
    if (lower.includes('slow')) await new Promise((r) => setTimeout(r, this.slowMs));
    if (res.destroyed) return;
    res.setHeader('content-type', 'application/json');
    if (this.down.has(provider)) {
      res.statusCode = 503;
      res.end('{}');
      return;
    }
    const place = lower.includes('nowhere')
      ? null
      : lower.includes('abroad')
        ? { lat: 51.5074, lng: -0.1278, name: 'London, UK', country: 'GB' }
        : { lat: 12.9716, lng: 77.5946, name: `${text} (stand-in)`, country: 'IN' };
    res.end(JSON.stringify(provider === 'google' ? googleReply(place) : nominatimReply(place)));
  }
}

type Place = { lat: number; lng: number; name: string; country: string } | null;

const googleReply = (place: Place) =>
  place
    ? {
        status: 'OK',
        results: [
          {
            formatted_address: place.name,
            geometry: { location: { lat: place.lat, lng: place.lng } },
            address_components: [{ short_name: place.country, types: ['country', 'political'] }],
          },
        ],
      }
    : { status: 'ZERO_RESULTS', results: [] };

const nominatimReply = (place: Place) =>
  place
    ? [
        {
          lat: String(place.lat),
          lon: String(place.lng),
          display_name: place.name,
          address: { country_code: place.country.toLowerCase() },
        },
      ]
    : [];
