import type { AppContext } from '../../context.js';

/** Each dependency gets this long to answer; a hung database must not hang the health check. */
const CHECK_TIMEOUT_MS = 1500;

type State = 'up' | 'down';

const withinTimeout = async (check: () => Promise<boolean>): Promise<State> => {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), CHECK_TIMEOUT_MS);
  });
  try {
    return (await Promise.race([check().catch(() => false), late])) ? 'up' : 'down';
  } finally {
    clearTimeout(timer);
  }
};

/**
 * Every pooled connection is busy: queries are flowing, so the database is up. Pinging then would only
 * queue behind the load and, timing out, take a busy process out of the load balancer, which piles
 * its load onto the others until they fail too.
 */
const poolBusy = (database: AppContext['database']) => {
  const stats = database.poolStats?.();
  return stats !== undefined && stats.idle === 0 && stats.total >= stats.max;
};

/** The database and Redis, checked at once, each answered within 1.5 s. */
export async function checkDependencies(
  ctx: Pick<AppContext, 'database' | 'redis'>,
): Promise<{ database: State; redis: State | 'none' }> {
  const { redis } = ctx;
  const [database, redisState] = await Promise.all([
    ctx.database.outageSuspected?.()
      ? Promise.resolve('down' as const)
      : poolBusy(ctx.database)
        ? Promise.resolve('up' as const)
        : withinTimeout(() => ctx.database.ping()),
    redis ? withinTimeout(async () => (await redis.ping()) === 'PONG') : Promise.resolve('none' as const),
  ]);
  return { database, redis: redisState };
}
