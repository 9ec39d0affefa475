export function readSeries(text: string, names: string[]): Record<string, number>;
export function redisUsedMemory(port: number): Promise<number>;
export function takeSample(where: {
  metricsUrl: string;
  databaseUrl: string;
  database: string;
  redisPort: number;
}): Promise<Record<string, number>>;
