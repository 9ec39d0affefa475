// The soak's verdict and chart (issue 48, point 4): one sample a minute of each figure (heap, RSS,
// event-loop delay, open handles, database connections, Redis memory); a figure "grows without bound"
// when, over the run's last half (the first half is warm-up: caches and pools fill), its least-squares
// line rises by more than `tolerance` of its mean. The chart is one self-contained HTML page (inline SVG).

/** @typedef {{ minute: number; figures: Record<string, number> }} Sample */

/** @param {{ x: number; y: number }[]} points */
export function slope(points) {
  const n = points.length;
  if (n < 2) return 0;
  const mx = points.reduce((s, p) => s + p.x, 0) / n;
  const my = points.reduce((s, p) => s + p.y, 0) / n;
  const sxx = points.reduce((s, p) => s + (p.x - mx) ** 2, 0);
  return sxx === 0 ? 0 : points.reduce((s, p) => s + (p.x - mx) * (p.y - my), 0) / sxx;
}

/**
 * Each figure's rise over the last half, as a share of its mean there; `grows` when above `tolerance`.
 * @param {Sample[]} samples
 * @param {{ tolerance?: number }} [options] 0.1: a rise of a tenth over the half is growth
 */
export function judgeSoak(samples, { tolerance = 0.1 } = {}) {
  const lastHalf = samples.slice(Math.floor(samples.length / 2));
  const names = [...new Set(samples.flatMap((s) => Object.keys(s.figures)))];
  return names.map((name) => {
    const points = lastHalf.flatMap((s) =>
      name in s.figures ? [{ x: s.minute, y: s.figures[name] ?? 0 }] : [],
    );
    const mean = points.reduce((s, p) => s + p.y, 0) / Math.max(1, points.length);
    const span = points.length > 1 ? (points.at(-1)?.x ?? 0) - (points[0]?.x ?? 0) : 0;
    const perMinute = slope(points);
    const rise = mean === 0 ? (perMinute > 0 ? Number.POSITIVE_INFINITY : 0) : (perMinute * span) / mean;
    return { name, perMinute, rise, grows: rise > tolerance };
  });
}

const WIDTH = 640;
const HEIGHT = 160;

/**
 * One small chart per figure (its own scale), minutes along the bottom.
 * @param {Sample[]} samples
 * @param {string} title
 */
export function soakChartHtml(samples, title) {
  const text = (/** @type {string} */ s) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
  const verdicts = judgeSoak(samples);
  const last = Math.max(1, ...samples.map((s) => s.minute));
  const charts = verdicts.map((v) => {
    const values = samples.map((s) => s.figures[v.name] ?? 0);
    const top = Math.max(1, ...values);
    const points = samples
      .map(
        (s, i) =>
          `${((s.minute / last) * WIDTH).toFixed(1)},${(HEIGHT - ((values[i] ?? 0) / top) * HEIGHT).toFixed(1)}`,
      )
      .join(' ');
    const verdict = v.grows ? 'grows' : 'steady';
    return `<figure><figcaption>${text(v.name)}: ${verdict} (last half ${(v.rise * 100).toFixed(1)} %, max ${top})</figcaption>
<svg viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}" role="img" aria-label="${text(v.name)}">
<polyline fill="none" stroke="${v.grows ? '#b00020' : '#1b5e20'}" stroke-width="2" points="${points}"/></svg></figure>`;
  });
  return `<!doctype html><html lang="en"><meta charset="utf-8"><title>${text(title)}</title>
<body style="font-family:sans-serif"><h1>${text(title)}</h1>
${charts.join('\n')}
</body></html>
`;
}
