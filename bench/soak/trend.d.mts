export type Sample = { minute: number; figures: Record<string, number> };
export function slope(points: { x: number; y: number }[]): number;
export function judgeSoak(
  samples: Sample[],
  options?: { tolerance?: number },
): { name: string; perMinute: number; rise: number; grows: boolean }[];
export function soakChartHtml(samples: Sample[], title: string): string;
