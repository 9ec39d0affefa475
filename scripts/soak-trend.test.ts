// The soak's verdict (issue 48, point 4): a figure that keeps rising over the run's last half fails it;
// noise, and a warm-up rise in the first half, do not. The chart draws one line per figure.
import { describe, expect, it } from 'vitest';
import { readSeries } from '../bench/soak/sample.mjs';
import { judgeSoak, type Sample, slope, soakChartHtml } from '../bench/soak/trend.mjs';

/** An hour of samples, one a minute, each figure from its own function of the minute. */
const hour = (figures: Record<string, (minute: number) => number>): Sample[] =>
  Array.from({ length: 60 }, (_, minute) => ({
    minute,
    figures: Object.fromEntries(Object.entries(figures).map(([name, f]) => [name, f(minute)])),
  }));

describe('the soak trend', () => {
  it('fits a least-squares slope', () => {
    expect(slope([0, 1, 2, 3].map((x) => ({ x, y: 3 * x + 1 })))).toBeCloseTo(3);
    expect(slope([{ x: 1, y: 5 }])).toBe(0);
  });

  it('passes steady noise and a warm-up that levels off, and fails a leak', () => {
    const verdicts = judgeSoak(
      hour({
        heapMb: (m) => 80 + (m % 3) - 1,
        rssMb: (m) => (m < 20 ? 100 + 3 * m : 160),
        dbConnections: (m) => 10 + (m % 2),
        leakyHandles: (m) => 100 + 2 * m,
      }),
    );
    expect(Object.fromEntries(verdicts.map((v) => [v.name, v.grows]))).toEqual({
      heapMb: false,
      rssMb: false,
      dbConnections: false,
      leakyHandles: true,
    });
  });

  it('draws one line per figure, red for one that grows', () => {
    const html = soakChartHtml(hour({ heapMb: () => 80, leak: (m) => m + 1 }), 'Soak <test>');
    expect(html.match(/<polyline/g)).toHaveLength(2);
    expect(html).toContain('leak: grows');
    expect(html).toContain('heapMb: steady');
    expect(html).toContain('Soak &#60;test&#62;');
  });

  it("reads the sampler's figures from a Prometheus page, labels and comments aside", () => {
    const page = [
      '# HELP jhola_nodejs_heap_size_used_bytes Process heap size used from Node.js in bytes.',
      'jhola_nodejs_heap_size_used_bytes 104857600',
      'jhola_db_pool_connections{state="idle"} 7',
      'jhola_db_pool_connections{state="total"} 10',
      'jhola_nodejs_eventloop_lag_p99_seconds 0.0125',
    ].join('\n');
    expect(
      readSeries(page, [
        'jhola_nodejs_heap_size_used_bytes',
        'jhola_db_pool_connections{state="total"}',
        'jhola_nodejs_eventloop_lag_p99_seconds',
        'jhola_nodejs_active_handles_total',
      ]),
    ).toEqual({
      jhola_nodejs_heap_size_used_bytes: 104857600,
      'jhola_db_pool_connections{state="total"}': 10,
      jhola_nodejs_eventloop_lag_p99_seconds: 0.0125,
    });
  });
});
