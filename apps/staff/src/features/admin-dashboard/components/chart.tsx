import { formattersFor, useLanguageStore } from '@jhola/ui';
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { type ChartSeries, chartOptions } from './chart-options';

export type { ChartSeries };

const HEIGHT = 220;

/**
 * One uPlot chart (decision 0044): `x` are the points along the axis (days as Unix seconds, or hours),
 * drawn as lines or bars, as wide as its box. Its words and numbers are also in the table beside it.
 */
export function Chart({
  x,
  series,
  label,
  kind,
  time,
  xLabel,
}: {
  x: number[];
  series: ChartSeries[];
  label: string;
  kind: 'line' | 'bars';
  time: boolean;
  xLabel: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  // The language, not useFormat()'s new object each render: the chart is drawn again only when it changes.
  const language = useLanguageStore((s) => s.language);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const bars = uPlot.paths.bars?.({ size: [0.8, 40] });
    const plot = new uPlot(
      chartOptions(
        series,
        kind,
        time,
        { xLabel, format: formattersFor(language) },
        { width: Math.max(200, element.clientWidth), height: HEIGHT },
        bars,
      ),
      [x, ...series.map((s) => s.values)],
      element,
    );
    const resize = new ResizeObserver(() =>
      plot.setSize({ width: Math.max(200, element.clientWidth), height: HEIGHT }),
    );
    resize.observe(element);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [x, series, kind, time, xLabel, language]);
  return <div ref={box} role="img" aria-label={label} className="w-full min-w-0 overflow-hidden" />;
}
