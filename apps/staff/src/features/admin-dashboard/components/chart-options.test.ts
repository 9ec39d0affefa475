import { formattersFor } from '@jhola/ui';
import type uPlot from 'uplot';
import { describe, expect, it } from 'vitest';
import { chartOptions } from './chart-options';

const series = [{ label: 'Placed', values: [5482, 3], color: '#0f766e' }];
const size = { width: 320, height: 220 };
// 23 Nov 2026, 00:00 in India, as the dashboard's day axis holds it (Unix seconds).
const day = Date.parse('2026-11-23T00:00:00+05:30') / 1000;
const u = {} as uPlot;

describe("the dashboard chart's words and numbers (issue 47)", () => {
  it('writes days and counts as en-IN does, names the x series, and has no "--" legend placeholders', () => {
    const o = chartOptions(series, 'line', true, { xLabel: 'Day', format: formattersFor('en') }, size);
    const [xAxis, yAxis] = o.axes!;
    expect((xAxis!.values as (u: uPlot, s: number[]) => string[])(u, [day])).toEqual(['23 Nov']);
    expect((yAxis!.values as (u: uPlot, s: number[]) => string[])(u, [5482, 100000])).toEqual([
      '5,482',
      '1,00,000',
    ]);
    expect(o.series[0]!.label).toBe('Day');
    expect((o.series[1]!.value as (u: uPlot, v: number | null) => string)(u, 5482)).toBe('5,482');
    expect((o.series[1]!.value as (u: uPlot, v: number | null) => string)(u, null)).toBe('');
    expect(o.legend).toMatchObject({ show: true, live: false });
  });

  it('writes them in Hindi', () => {
    const o = chartOptions(series, 'bars', false, { xLabel: 'घंटा', format: formattersFor('hi') }, size);
    expect(o.series[0]!.label).toBe('घंटा');
    const days = chartOptions(series, 'line', true, { xLabel: 'दिन', format: formattersFor('hi') }, size);
    expect((days.axes![0]!.values as (u: uPlot, s: number[]) => string[])(u, [day])[0]).toMatch(/^23 नव/);
  });
});
