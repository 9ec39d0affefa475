/** This suite's own ports (3191-3199) and databases, apart from every other test run. */
export const CLUSTER = {
  lbPort: 3191,
  lbUrl: 'http://127.0.0.1:3191',
  appPorts: [3192, 3193, 3194],
  metricsPorts: [3195, 3196, 3197],
  postgresUrl: process.env.CLUSTER_TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  /** Redis database 5 of the local server: flushed at the start, used by nobody else. */
  redisUrl: process.env.CLUSTER_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/5',
} as const;

export const databaseUrl = (name: string): string => {
  const url = new URL(CLUSTER.postgresUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

export const appUrl = (port: number): string => `http://127.0.0.1:${port}`;
