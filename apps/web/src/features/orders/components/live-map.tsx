import 'leaflet/dist/leaflet.css';
import type { Coordinates } from '@jhola/domain';
import L from 'leaflet';
import { useEffect, useRef } from 'react';
import { useOrdersT } from '../i18n';

interface LiveMapProps {
  tiles: { url: string; attribution: string };
  shop: Coordinates | null;
  home: Coordinates | null;
  rider: Coordinates | null;
}

const GLIDE_MS = 1000;
const dot = (color: string, radius: number) => ({
  radius,
  color: '#ffffff',
  weight: 3,
  fillColor: color,
  fillOpacity: 1,
});

/** Moves a marker to `to` over a second (no jump); straight away when motion is reduced. */
function glide(marker: L.CircleMarker, to: L.LatLng): void {
  const from = marker.getLatLng();
  if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) {
    marker.setLatLng(to);
    return;
  }
  const start = performance.now();
  const step = (now: number) => {
    const t = Math.min(1, (now - start) / GLIDE_MS);
    marker.setLatLng([from.lat + (to.lat - from.lat) * t, from.lng + (to.lng - from.lng) * t]);
    if (t < 1) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}

/**
 * The delivery on a real map (Leaflet, raster tiles from the configured URL). Loaded as its own chunk,
 * only when tiles are configured and the order is out for delivery; never part of the first load.
 */
export default function LiveMap({ tiles, shop, home, rider }: LiveMapProps) {
  const element = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const riderMarker = useRef<L.CircleMarker | null>(null);
  const shopMarker = useRef<L.CircleMarker | null>(null);
  const homeMarker = useRef<L.CircleMarker | null>(null);
  const t = useOrdersT();
  const shopLabel = t('orders.map.shop');
  const homeLabel = t('orders.map.you');

  // biome-ignore lint/correctness/useExhaustiveDependencies: the map is built once; positions update below
  useEffect(() => {
    if (!element.current) return;
    const m = L.map(element.current, { zoomControl: true, attributionControl: true });
    L.tileLayer(tiles.url, { attribution: tiles.attribution, maxZoom: 19 }).addTo(m);
    const points = [shop, home, rider].filter((p): p is Coordinates => p !== null);
    if (shop)
      shopMarker.current = L.circleMarker([shop.lat, shop.lng], dot('#f59e0b', 9))
        .bindTooltip(shopLabel)
        .addTo(m);
    if (home)
      homeMarker.current = L.circleMarker([home.lat, home.lng], dot('#292524', 9))
        .bindTooltip(homeLabel)
        .addTo(m);
    if (rider) riderMarker.current = L.circleMarker([rider.lat, rider.lng], dot('#0f766e', 10)).addTo(m);
    if (points.length > 1)
      m.fitBounds(L.latLngBounds(points.map((p) => [p.lat, p.lng])), { padding: [32, 32] });
    else if (points[0]) m.setView([points[0].lat, points[0].lng], 15);
    map.current = m;
    return () => {
      m.remove();
      map.current = null;
      riderMarker.current = null;
      shopMarker.current = null;
      homeMarker.current = null;
    };
  }, []);

  // The labels follow a language switch without rebuilding the map.
  useEffect(() => {
    shopMarker.current?.setTooltipContent(shopLabel);
    homeMarker.current?.setTooltipContent(homeLabel);
  }, [shopLabel, homeLabel]);

  const riderLat = rider?.lat;
  const riderLng = rider?.lng;
  useEffect(() => {
    const m = map.current;
    if (!m || riderLat === undefined || riderLng === undefined) return;
    const to = L.latLng(riderLat, riderLng);
    if (riderMarker.current) glide(riderMarker.current, to);
    else riderMarker.current = L.circleMarker(to, dot('#0f766e', 10)).addTo(m);
  }, [riderLat, riderLng]);

  return (
    <div ref={element} className="h-56 w-full rounded-xl border border-stone-200" data-testid="live-map" />
  );
}
