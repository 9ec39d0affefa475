// Two (or more) builds' evenings side by side in one run (bench/evening.mjs with EVENING_BUILDS): each
// build's server on a database of its own, both up at once, and the rates stepped for each build in turn
// (a, b at one rate; b, a at the next), so a busier or quieter minute of a shared machine falls on both.
// A build stops at its first failed step; the other goes on. Each step also counts the CPU its server
// process and its database's PostgreSQL backends spent, per customer who placed an order.
import path from 'node:path';
import { serverAndDatabaseCpu } from './cpu-split.mjs';
import { describeStep } from './evening-judge.mjs';
import { openEvening, ratesToTry } from './evening-run.mjs';
import { countStatements } from './pg-statements.mjs';
import { recordResults } from './record-results.mjs';

/** Ms of CPU per order placed, to one decimal. */
const perOrder = (ms, orders) => (orders > 0 ? Math.round((ms / orders) * 10) / 10 : null);

/**
 * The statements of a step per order placed, with the top ones by PostgreSQL's time (calls and ms per
 * order); null when the PostgreSQL does not count them (bench/lib/pg-statements.mjs).
 */
function perOrderStatements(counted, orders) {
  if (!counted || orders === 0) return null;
  const per = (n) => Math.round((n / orders) * 100) / 100;
  return {
    perOrder: per(counted.calls),
    msPerOrder: per(counted.execMs + counted.planMs),
    top: counted.top.map((s) => ({ callsPerOrder: per(s.calls), msPerOrder: per(s.ms), query: s.query })),
  };
}

/** CPU per order over all of a build's steps: their CPU summed over their orders. */
function meanCpu(steps) {
  const orders = steps.reduce((n, s) => n + s.orders, 0);
  const sum = (part) => steps.reduce((ms, s) => ms + (s.cpuPerOrderMs[part] ?? 0) * s.orders, 0);
  return { server: perOrder(sum('server'), orders), postgres: perOrder(sum('postgres'), orders), orders };
}

/**
 * `builds`: checkouts with a built server; `start(build, i)` starts one on its own database and returns
 * { server, database } (the caller stops them). Returns each build's steps and best rate.
 */
export async function stepBuildsSideBySide({ builds, rates, start, adminUrl }) {
  const runs = [];
  try {
    for (const [i, build] of builds.entries()) {
      const { server, database } = await start(build, i);
      const label = `${path.basename(build)} (${i + 1})`;
      const evening = await openEvening({ target: server.url, databaseUrl: database.url, build });
      runs.push({ build, label, server, database, evening, steps: [], failed: false });
    }
    // Each server's first orders pay for its start (compiling the hot paths, the first plans): a short
    // unjudged step at the lowest rate first, so a cold start does not fail a build's first step.
    const warmUp = Number(process.env.EVENING_WARMUP_SECONDS ?? 10);
    for (const run of warmUp > 0 ? runs : []) {
      const step = await run.evening.step(Math.min(...ratesToTry(rates)), warmUp);
      console.log(
        `evening (${run.label}): warm-up, ${step.orders} orders, p99 ${step.p99Ms} ms (not judged)`,
      );
    }
    for (const [n, rate] of ratesToTry(rates).entries()) {
      const turn = n % 2 === 0 ? runs : [...runs].reverse();
      for (const run of turn.filter((r) => !r.failed)) {
        const statements = await countStatements(adminUrl, run.database.name);
        const cpu = serverAndDatabaseCpu(run.server.child.pid, run.database.name);
        const step = await run.evening.step(rate);
        const { serverMs, postgresMs } = cpu.done();
        step.cpuPerOrderMs = {
          server: perOrder(serverMs, step.orders),
          postgres: perOrder(postgresMs, step.orders),
          both: perOrder(serverMs + postgresMs, step.orders),
        };
        step.statements = perOrderStatements(await statements.done(), step.orders);
        run.steps.push(step);
        // EVENING_ALL_STEPS=1: every build runs every rate, failed or not (CPU per order at one rate,
        // repeated: EVENING_RATES=2,2,2,2).
        run.failed = !step.passed && process.env.EVENING_ALL_STEPS !== '1';
        console.log(
          `${describeStep(run.label, step)}; CPU per order: server ${step.cpuPerOrderMs.server} ms + PostgreSQL ${step.cpuPerOrderMs.postgres} ms${step.statements ? `; ${step.statements.perOrder} statements per order (pg_stat_statements)` : ''}`,
        );
      }
      if (runs.every((r) => r.failed)) break;
    }
  } finally {
    for (const run of runs) run.evening.close();
  }
  return runs.map(({ build, label, steps }) => ({
    build,
    label,
    steps,
    best: steps.filter((s) => s.passed).at(-1) ?? null,
    cpuPerOrderMs: meanCpu(steps),
  }));
}

/** Prints each build's best rate, the ratio to the first build's, and CPU per order; records them. */
export function reportBuilds(results) {
  const [first] = results;
  for (const r of results) {
    const cpu = r.best?.cpuPerOrderMs;
    console.log(
      r.best
        ? `evening (${r.label}): best ${r.best.customersPerSecond} customers/s (p99 ${r.best.p99Ms} ms); CPU per order there: server ${cpu.server} ms + PostgreSQL ${cpu.postgres} ms = ${cpu.both} ms`
        : `evening (${r.label}): no rate kept within budget`,
    );
  }
  // CPU per order compared at the same rate: the highest that every build ran.
  const common = Math.min(...results.map((r) => r.steps.at(-1)?.customersPerSecond ?? 0));
  for (const r of results) {
    const at = r.steps.find((s) => s.customersPerSecond === common);
    if (at)
      console.log(
        `evening (${r.label}): at ${common} customers/s, CPU per order ${at.cpuPerOrderMs.both} ms`,
      );
  }
  for (const r of results)
    console.log(
      `evening (${r.label}): over all its steps (${r.cpuPerOrderMs.orders} orders), CPU per order: server ${r.cpuPerOrderMs.server} ms + PostgreSQL ${r.cpuPerOrderMs.postgres} ms`,
    );
  const ratios = results.slice(1).map((r) => ({
    build: r.build,
    bestRatio:
      first.best && r.best
        ? Math.round((r.best.customersPerSecond / first.best.customersPerSecond) * 100) / 100
        : null,
  }));
  for (const { build, bestRatio } of ratios)
    console.log(
      `evening: ${path.basename(build)} holds ${bestRatio ?? '?'} x the best rate of ${path.basename(first.build)}`,
    );
  recordResults('evening-builds', { processes: 1, database: 'PostgreSQL', builds: results, ratios });
}
