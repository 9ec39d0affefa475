import type { Coordinates, LiveLocation } from '@jhola/domain';
import { useOrdersT } from '../i18n';
import { layoutRoute, type PlacedPoint } from '../lib/route-picture';

interface RoutePictureProps {
  shop: Coordinates | null;
  home: Coordinates | null;
  rider: LiveLocation | null;
}

/** A marker that glides to its new place when the position changes (no jump, no reload). */
function Marker({
  at,
  id,
  label,
  children,
}: {
  at: PlacedPoint;
  id: string;
  label: string;
  children: React.ReactNode;
}) {
  return (
    <g
      style={{ transform: `translate(${at.x}px, ${at.y}px)` }}
      className="transition-transform duration-1000 ease-linear motion-reduce:transition-none"
      data-marker={id}
    >
      {children}
      <text y="24" textAnchor="middle" className="fill-stone-700 text-[10px] font-semibold">
        {label}
      </text>
    </g>
  );
}

/**
 * The delivery drawn to scale without map tiles: the shop, the customer's place and the delivery
 * person, north up, with a scale bar. Described in words by the caller; the picture is decoration.
 */
export function RoutePicture({ shop, home, rider }: RoutePictureProps) {
  const t = useOrdersT();
  const points = [shop, home, rider].filter((p): p is Coordinates => p !== null);
  if (points.length < 2) return null;
  const layout = layoutRoute(points);
  const s = shop ? layout.place(shop) : null;
  const h = home ? layout.place(home) : null;
  const r = rider ? layout.place(rider) : null;
  const path = [s, r, h].filter((p): p is PlacedPoint => p !== null);
  return (
    <svg
      viewBox={`0 0 ${layout.width} ${layout.height}`}
      className="h-auto w-full rounded-xl border border-stone-200 bg-stone-50"
      aria-hidden="true"
      data-testid="route-picture"
    >
      <polyline
        points={path.map((p) => `${p.x},${p.y}`).join(' ')}
        className="fill-none stroke-brand-600"
        strokeWidth="3"
        strokeDasharray="6 5"
        strokeLinecap="round"
      />
      {s ? (
        <Marker at={s} id="Shop" label={t('orders.map.shop')}>
          <rect
            x="-9"
            y="-9"
            width="18"
            height="18"
            rx="3"
            className="fill-amber-500 stroke-white"
            strokeWidth="2"
          />
        </Marker>
      ) : null}
      {h ? (
        <Marker at={h} id="You" label={t('orders.map.you')}>
          <path
            d="M0 -11 L10 -2 L7 -2 L7 9 L-7 9 L-7 -2 L-10 -2 Z"
            className="fill-stone-800 stroke-white"
            strokeWidth="2"
          />
        </Marker>
      ) : null}
      {r ? (
        <Marker at={r} id="Rider" label={t('orders.map.rider')}>
          <circle r="10" className="fill-brand-700 stroke-white" strokeWidth="3" />
        </Marker>
      ) : null}
      <g transform={`translate(12 ${layout.height - 12})`}>
        <line x1="0" x2={layout.scale.length} y1="0" y2="0" className="stroke-stone-700" strokeWidth="2" />
        <line x1="0" x2="0" y1="-4" y2="0" className="stroke-stone-700" strokeWidth="2" />
        <line
          x1={layout.scale.length}
          x2={layout.scale.length}
          y1="-4"
          y2="0"
          className="stroke-stone-700"
          strokeWidth="2"
        />
        <text x={layout.scale.length + 6} y="3" className="fill-stone-700 text-[10px]">
          {layout.scale.label}
        </text>
      </g>
      <text
        x={layout.width - 12}
        y="16"
        textAnchor="end"
        className="fill-stone-500 text-[10px] font-semibold"
      >
        {t('orders.map.north')}
      </text>
    </svg>
  );
}
