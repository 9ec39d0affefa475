// The evening of bench/evening/scenario.yml, stepped: seeds the people into a fresh PostgreSQL database
// that the given servers use, then runs Artillery once per arrival rate (customers a second, each
// placing one order; shoppers arrive as often, admins one for every twenty customers), each step a fixed
// number of arrivals spread over EVENING_STEP_SECONDS, until a step fails: p99 of every HTTP answer over
// 300 ms, any error or non-2xx answer, or any missed live update. Reports the highest rate that passed.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describeStep, judge, P99_BUDGET_MS, STEP_SECONDS } from './evening-judge.mjs';
import { withClient } from './pg-client.mjs';
import { recordResults } from './record-results.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const scenario = path.join(root, 'bench/evening/scenario.yml');
// Artillery is bench/package.json's (scripts/bench.mjs installs it), with the TypeScript 5 its start-up needs.
const artillery = path.join(root, 'bench/node_modules/artillery/bin/run');

export const JWT_SECRET = 'bench-secret-that-is-long-enough-for-hs256-signing';
const CUSTOMERS = 4000;
const SHOPPERS = 400;
/** Scenario weights (scenario.yml): customer 20, shopper 20, admin 1. */
const ARRIVALS_PER_CUSTOMER = 41 / 20;
const QUICK_SHOP = 'Apna Bazaar Kirana Stores';

/** A fresh database for one run: its URL and a function that drops it. */
export async function freshDatabase(adminUrl, label) {
  const name = `jhola_evening_${label}_${randomUUID().replaceAll('-', '').slice(0, 8)}`;
  await withClient(adminUrl, (c) => c.query(`create database ${name}`));
  const url = Object.assign(new URL(adminUrl), { pathname: `/${name}` }).toString();
  const drop = () =>
    withClient(adminUrl, (c) => c.query(`drop database if exists ${name} with (force)`)).catch((e) =>
      console.error(e.message),
    );
  return { name, url, drop };
}

/**
 * Customers, shoppers and admins with live sessions; the shop to order from, with ample stock. The
 * tokens are signed by `build`'s own code (a checkout with a built server; this one by default).
 */
export async function seedPeople(databaseUrl, target, build = root) {
  const { signAccessToken } = await import(
    pathToFileURL(path.join(build, 'apps/server/dist/modules/auth/tokens.js')).href
  );
  const person = (role, i) => ({ id: randomUUID(), sessionId: randomUUID(), role, i });
  const customers = Array.from({ length: CUSTOMERS }, (_, i) => person('customer', i));
  const shoppers = Array.from({ length: SHOPPERS }, (_, i) => person('shopper', i));
  const admins = Array.from({ length: 3 }, (_, i) => person('admin', i));
  const everyone = [...customers, ...shoppers, ...admins];
  const rows = (count, width, fixed) =>
    Array.from(
      { length: count },
      (_, k) => `(${Array.from({ length: width }, (_, j) => `$${k * width + j + 1}`).join(', ')}, ${fixed})`,
    ).join(', ');
  const shops = await withClient(databaseUrl, async (db) => {
    for (let from = 0; from < everyone.length; from += 1000) {
      const chunk = everyone.slice(from, from + 1000);
      await db.query(
        `insert into users (id, name, email, role, email_verified_at) values ${rows(chunk.length, 4, 'now()')}`,
        chunk.flatMap((p) => [
          p.id,
          `Evening ${p.role} ${p.i}`,
          `evening-${p.role}-${p.i}@jhola.test`,
          p.role,
        ]),
      );
      await db.query(
        `insert into sessions (id, user_id, expires_at, user_agent) values ${rows(chunk.length, 2, "now() + interval '1 day', 'bench'")}`,
        chunk.flatMap((p) => [p.sessionId, p.id]),
      );
    }
    const quick = await db.query('select id from shops where name = $1', [QUICK_SHOP]);
    const biggest = await db.query(
      'select shop_id from products group by shop_id order by count(*) desc limit 1',
    );
    return { shopId: quick.rows[0].id, browseShopId: biggest.rows[0].shop_id };
  });
  const page = await (await fetch(`${target}/api/shops/${shops.shopId}/products?limit=48`)).json();
  const products = page.data.products
    .filter((p) => p.inStock)
    .slice(0, 24)
    .map((p) => p._id);
  await withClient(databaseUrl, (db) =>
    db.query('update products set stock_quantity = 100000000 where id = any($1)', [products]),
  );
  const now = new Date();
  const signed = async (list) =>
    Promise.all(
      list.map(async (p) => ({
        id: p.id,
        name: `Evening ${p.role} ${p.i}`,
        token: await signAccessToken(JWT_SECRET, { userId: p.id, sessionId: p.sessionId, role: p.role }, now),
      })),
    );
  return {
    target,
    pin: '400028',
    ...shops,
    products,
    customers: await signed(customers),
    shoppers: await signed(shoppers),
    admins: await signed(admins),
  };
}

/** One Artillery run at `rate` customers a second; its aggregate report. */
function runStep(dir, dataFile, target, rate, offset, seconds) {
  const arrivals = Math.max(1, Math.round(rate * ARRIVALS_PER_CUSTOMER * seconds));
  const output = path.join(dir, `step-${rate}.json`);
  const overrides = { config: { phases: [{ duration: seconds, arrivalCount: arrivals }] } };
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        artillery,
        'run',
        '--quiet',
        '--target',
        target,
        '--output',
        output,
        '--overrides',
        JSON.stringify(overrides),
        scenario,
      ],
      {
        cwd: root,
        stdio: ['ignore', 'pipe', 'pipe'],
        env: {
          ...process.env,
          WORKERS: '1',
          ARTILLERY_DISABLE_TELEMETRY: 'true',
          EVENING_DATA: dataFile,
          EVENING_OFFSET: String(offset),
        },
      },
    );
    let log = '';
    const keep = (chunk) => {
      log = (log + chunk).slice(-4000);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`artillery exited ${code}:\n${log}`));
      resolve(JSON.parse(readFileSync(output, 'utf8')).aggregate);
    });
  });
}

/**
 * Seeds the people of one evening against `target`; `step(rate)` then runs and judges one step at that
 * rate, each step with people (and addresses) of its own. `close()` removes the seeded people's file.
 */
export async function openEvening({ target, databaseUrl, build = root }) {
  const dir = mkdtempSync(path.join(tmpdir(), 'jhola-evening-'));
  const dataFile = path.join(dir, 'people.json');
  try {
    writeFileSync(dataFile, JSON.stringify(await seedPeople(databaseUrl, target, build)));
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  let offset = 0;
  return {
    /** `seconds`: of arrivals (EVENING_STEP_SECONDS unless given: a shorter warm-up). */
    async step(rate, seconds = STEP_SECONDS) {
      const started = Date.now();
      const step = judge(rate, await runStep(dir, dataFile, target, rate, offset, seconds));
      offset += Math.ceil(rate * ARRIVALS_PER_CUSTOMER * seconds) + 10;
      step.seconds = Math.round((Date.now() - started) / 1000);
      return step;
    },
    close: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** The rates to try, in order: EVENING_RATES when set, else the bench's own. */
export const ratesToTry = (rates) => (process.env.EVENING_RATES ?? rates).split(',').map(Number);

/** The time a step takes at most, with its start and the wait for its last orders. */
export const STEP_BUDGET_MS = (STEP_SECONDS + 40) * 1000;

/**
 * Seeds, then steps the rate until a step fails or the time left (`budgetMs` from now) cannot hold
 * another; returns every step and the best that passed.
 */
export async function stepTheEvening({ label, target, databaseUrl, budgetMs, rates }) {
  const deadline = Date.now() + budgetMs;
  const evening = await openEvening({ target, databaseUrl });
  try {
    const steps = [];
    // Customers a second, tried in order until one fails.
    for (const rate of ratesToTry(rates)) {
      if (Date.now() + STEP_BUDGET_MS > deadline) {
        console.log(`evening (${label}): no time left for ${rate} customers/s`);
        break;
      }
      const step = await evening.step(rate);
      steps.push(step);
      console.log(describeStep(label, step));
      if (!step.passed) break;
    }
    const best = steps.filter((s) => s.passed).at(-1) ?? null;
    return { steps, best };
  } finally {
    evening.close();
  }
}

/** Prints the best step and records the run under `key` of bench/results/latest.json. */
export function reportEvening(key, { label, processes, database }, { steps, best }) {
  console.log(
    best
      ? `evening (${label}): highest rate within budget ${best.customersPerSecond} customers/s (${best.ordersPerSecond} orders/s placed): p50 ${best.p50Ms} ms, p95 ${best.p95Ms} ms, p99 ${best.p99Ms} ms`
      : `evening (${label}): no rate kept within budget`,
  );
  // The budget asks for no missed update; how late they came is the next question (the customer's screen).
  const failedAt = steps.findIndex((s) => !s.passed || !(s.updateDelayP99Ms <= P99_BUDGET_MS));
  const bestWithPromptUpdates = (failedAt === -1 ? steps : steps.slice(0, failedAt)).at(-1) ?? null;
  if (bestWithPromptUpdates)
    console.log(
      `evening (${label}): live updates within ${P99_BUDGET_MS} ms (p99) up to ${bestWithPromptUpdates.customersPerSecond} customers/s`,
    );
  recordResults(key, {
    processes,
    database,
    best,
    bestWithPromptUpdates,
    steps,
    goal: { p99Ms: P99_BUDGET_MS, errors: 0, missedUpdates: 0 },
  });
  if (!best) process.exitCode = 1;
}
