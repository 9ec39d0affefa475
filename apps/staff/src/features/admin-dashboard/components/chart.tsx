import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

export interface ChartSeries {
  label: string;
  values: number[];
  color: string;
}

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
}: {
  x: number[];
  series: ChartSeries[];
  label: string;
  kind: 'line' | 'bars';
  time: boolean;
}) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const bars = uPlot.paths.bars?.({ size: [0.8, 40] });
    const plot = new uPlot(
      {
        width: Math.max(200, element.clientWidth),
        height: HEIGHT,
        scales: { x: { time } },
        legend: { show: true },
        series: [
          {},
          ...series.map((s) => ({
            label: s.label,
            stroke: s.color,
            width: 2,
            ...(kind === 'bars' ? { fill: `${s.color}55`, paths: bars } : {}),
          })),
        ],
        axes: [{}, { size: 40 }],
      },
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
  }, [x, series, kind, time]);
  return <div ref={box} role="img" aria-label={label} className="w-full min-w-0 overflow-hidden" />;
}
