import { useEffect, useState } from 'react';
import { useUiT } from './i18n/ui-catalogue';

/** The dark modules of a QR code as one SVG path (a 1-unit square per module). */
function modulesPath(size: number, isDark: (row: number, col: number) => boolean): string {
  let path = '';
  for (let row = 0; row < size; row++)
    for (let col = 0; col < size; col++) if (isDark(row, col)) path += `M${col} ${row}h1v1h-1z`;
  return path;
}

/**
 * A QR code of `value` (the UPI pay link, issue 28), drawn as an SVG. The encoder (`qrcode`) is fetched only
 * when a screen shows one, so neither app's first load carries it.
 */
export function QrCode({ value, label, size = 208 }: { value: string; label: string; size?: number }) {
  const t = useUiT();
  const [drawn, setDrawn] = useState<{ value: string; count: number; path: string } | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    import('qrcode')
      .then(({ default: qr }) => {
        const { modules } = qr.create(value, { errorCorrectionLevel: 'M' });
        const path = modulesPath(modules.size, (r, c) => Boolean(modules.get(r, c)));
        if (live) setDrawn({ value, count: modules.size, path });
      })
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [value]);

  if (failed) return <p className="text-sm text-stone-600">{t('ui.qrUnavailable')}</p>;
  if (!drawn || drawn.value !== value)
    return (
      <div
        role="status"
        aria-label={t('ui.loading')}
        className="animate-pulse rounded-lg bg-stone-200"
        style={{ width: size, height: size }}
      />
    );
  // A quiet zone of 4 modules around the code, as scanners expect.
  const box = drawn.count + 8;
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`-4 -4 ${box} ${box}`}
      width={size}
      height={size}
      shapeRendering="crispEdges"
      className="max-w-full rounded-lg bg-white"
    >
      <rect x={-4} y={-4} width={box} height={box} fill="#fff" />
      <path d={drawn.path} fill="#000" />
    </svg>
  );
}
