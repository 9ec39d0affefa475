import type { Formatters } from '@jhola/ui';
import type uPlot from 'uplot';

export interface ChartSeries {
  label: string;
  values: number[];
  color: string;
}

export interface ChartWords {
  /** What the x axis counts, for the legend ("Day", "Hour"): uPlot's own is an English "Time"/"Value". */
  xLabel: string;
  /** The language's formatters (en-IN or hi-IN), so the axes and legend read like the rest of the screen. */
  format: Formatters;
}

/**
 * The uPlot options of one chart (issue 47): axis ticks and legend values in the screen's language (days as
 * "23 Nov", never uPlot's US "11/23"; numbers with the Indian separators), the x series named in that
 * language, and a legend of names only, without the "--" uPlot shows while no point is hovered.
 */
export function chartOptions(
  series: ChartSeries[],
  kind: 'line' | 'bars',
  time: boolean,
  words: ChartWords,
  size: { width: number; height: number },
  bars?: uPlot.Series.PathBuilder,
): uPlot.Options {
  const { format } = words;
  const xText = (value: number) =>
    time ? format.date(value * 1000, { day: 'numeric', month: 'short' }) : format.number(value);
  const shown = (text: (v: number) => string) => (_u: uPlot, value: number | null) =>
    value === null || value === undefined ? '' : text(value);
  return {
    ...size,
    scales: { x: { time } },
    legend: { show: true, live: false },
    series: [
      { label: words.xLabel, value: shown(xText) },
      ...series.map((s) => ({
        label: s.label,
        stroke: s.color,
        width: 2,
        value: shown((v) => format.number(v)),
        ...(kind === 'bars' ? { fill: `${s.color}55`, paths: bars } : {}),
      })),
    ],
    axes: [
      { values: (_u: uPlot, splits: number[]) => splits.map(xText) },
      { size: 48, values: (_u: uPlot, splits: number[]) => splits.map((v) => format.number(v)) },
    ],
  };
}
