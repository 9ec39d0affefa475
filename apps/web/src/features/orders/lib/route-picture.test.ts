import { describe, expect, it } from 'vitest';
import { distanceMetres } from './geo';
import { layoutRoute } from './route-picture';

describe('layoutRoute', () => {
  const shop = { lat: 19.0176, lng: 72.8562 };
  const home = { lat: 19.0283, lng: 72.8479 };
  const rider = { lat: 19.022, lng: 72.852 };

  it('keeps every point inside the picture', () => {
    const layout = layoutRoute([shop, home, rider]);
    for (const p of [shop, home, rider]) {
      const { x, y } = layout.place(p);
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThanOrEqual(layout.width);
      expect(y).toBeGreaterThanOrEqual(0);
      expect(y).toBeLessThanOrEqual(layout.height);
    }
  });

  it('is to scale: picture distances are in the same ratio as the real ones', () => {
    const layout = layoutRoute([shop, home, rider]);
    const d = (a: typeof shop, b: typeof shop) => {
      const p = layout.place(a);
      const q = layout.place(b);
      return Math.hypot(p.x - q.x, p.y - q.y);
    };
    const ratioPicture = d(shop, rider) / d(shop, home);
    const ratioReal = distanceMetres(shop, rider) / distanceMetres(shop, home);
    expect(ratioPicture).toBeCloseTo(ratioReal, 2);
    // North is up.
    expect(layout.place(home).y).toBeLessThan(layout.place(shop).y);
  });

  it('the scale bar is a round distance of the right length', () => {
    const layout = layoutRoute([shop, home]);
    const units = Math.hypot(
      layout.place(shop).x - layout.place(home).x,
      layout.place(shop).y - layout.place(home).y,
    );
    const metresPerUnit = distanceMetres(shop, home) / units;
    const barMetres = layout.scale.length * metresPerUnit;
    const labelled = layout.scale.label.endsWith(' km')
      ? Number.parseFloat(layout.scale.label) * 1000
      : Number.parseFloat(layout.scale.label);
    expect(Math.abs(barMetres - labelled) / labelled).toBeLessThan(0.01);
  });
});
