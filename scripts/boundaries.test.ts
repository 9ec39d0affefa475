import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The house's import boundaries are Biome rules (biome.json overrides). Each case writes one file at a
 * real path of the repository's layout into a scratch copy that uses the repository's own biome.json, and
 * lints it: a forbidden import must fail the lint (and so `npm test`), an allowed one must pass.
 */
const repo = path.resolve(import.meta.dirname, '..');
const biome = path.join(repo, 'node_modules/.bin/biome');
const scratch = mkdtempSync(path.join(tmpdir(), 'jhola-boundaries-'));
const config = JSON.parse(readFileSync(path.join(repo, 'biome.json'), 'utf8'));
config.$schema = undefined;
config.vcs = { enabled: false };
config.files = { includes: ['**'] };
writeFileSync(path.join(scratch, 'biome.json'), JSON.stringify(config));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function lint(file: string, source: string): { ok: boolean; output: string } {
  const dir = mkdtempSync(path.join(scratch, 'case-'));
  writeFileSync(path.join(dir, 'biome.json'), JSON.stringify(config));
  mkdirSync(path.join(dir, path.dirname(file)), { recursive: true });
  writeFileSync(path.join(dir, file), `${source}\nconsole.log(x);\n`);
  const result = spawnSync(biome, ['lint', '--max-diagnostics=5', file], { cwd: dir, encoding: 'utf8' });
  return { ok: result.status === 0, output: `${result.stdout}${result.stderr}` };
}

const forbidden: [string, string, string][] = [
  ['packages/domain/src/orders/x.ts', "import { x } from 'node:fs';", 'pure rules'],
  ['packages/domain/src/orders/x.ts', "import { x } from '@jhola/server';", 'pure rules'],
  ['packages/domain/src/orders/x.ts', "import { x } from 'drizzle-orm';", 'pure rules'],
  [
    'apps/server/src/modules/orders/customer/service.ts',
    "import { x } from 'drizzle-orm';",
    'Only repositories',
  ],
  [
    'apps/server/src/modules/orders/customer/routes.ts',
    "import { x } from '../../../db/schema/index.js';",
    'Only repositories',
  ],
  [
    'apps/server/src/modules/orders/lifecycle/bill-service.ts',
    "import { x } from 'drizzle-orm';",
    'Only repositories',
  ],
  // Every server file that is not a repository, whatever its name (issue 25).
  [
    'apps/server/src/modules/orders/placement/place-order.ts',
    "import { sql } from 'drizzle-orm';",
    'Only repositories',
  ],
  ['apps/server/src/modules/orders/lifecycle/transition.ts', "import pg from 'pg';", 'Only repositories'],
  [
    'apps/server/src/modules/catalogue/freshness.ts',
    "import { sql } from 'drizzle-orm';",
    'Only repositories',
  ],
  [
    'apps/server/src/modules/orders/core/order-mapper.ts',
    "import type { orders } from '../../../db/schema/index.js';",
    'Only repositories',
  ],
  ['apps/server/src/i18n/translator.ts', "import { eq } from 'drizzle-orm';", 'Only repositories'],
];

const allowed: [string, string][] = [
  ['packages/domain/src/orders/x.ts', "import { x } from 'zod';"],
  ['apps/server/src/modules/orders/customer/service.ts', "import { x } from '../core/repository.js';"],
  ['apps/server/src/modules/orders/core/repository.ts', "import { x } from 'drizzle-orm';"],
  ['apps/server/src/modules/catalogue/search-sql.ts', "import { sql } from 'drizzle-orm';"],
  [
    'apps/server/src/modules/orders/core/order-mapper.ts',
    "import type { OrderRow } from '../../../db/rows.js';",
  ],
];

describe('import boundaries (biome.json)', () => {
  it.each(forbidden)('%s may not import: %s', (file, source, reason) => {
    const result = lint(file, source);
    expect(result.ok).toBe(false);
    expect(result.output).toContain(reason);
  });

  it.each(allowed)('%s may: %s', (file, source) => {
    const result = lint(file, source);
    expect(result.output).not.toContain('noRestrictedImports');
    expect(result.ok).toBe(true);
  });
});

describe('web app boundaries (scripts/check-boundaries.mjs)', () => {
  it('finds none in the repository', async () => {
    const { findViolations } = await import('./check-boundaries.mjs');
    expect(findViolations(repo)).toEqual([]);
  });

  it('names a feature importing another, a feature importing app/, shared code importing a feature, and one app importing the other', async () => {
    const { findViolations } = await import('./check-boundaries.mjs');
    const root = mkdtempSync(path.join(scratch, 'apps-'));
    const write = (file: string, source: string) => {
      mkdirSync(path.join(root, path.dirname(file)), { recursive: true });
      writeFileSync(path.join(root, file), source);
    };
    write('apps/web/src/features/cart/components/cart.tsx', "import { x } from '../../shops/api/get-shop';");
    write('apps/web/src/features/cart/components/deep/row.tsx', "import { x } from '../../api/cart';");
    write('apps/web/src/features/cart/api/cart.ts', "import { router } from '../../../app/router';");
    write('apps/web/src/lib/format.ts', "import { x } from '../features/cart/api/cart';");
    write('apps/staff/src/features/shopper/a.tsx', "import { x } from '../../../../web/src/lib/format';");
    write('apps/staff/src/lib/b.ts', "import { x } from '@jhola/web/src/lib/format';");
    expect(findViolations(root)).toEqual(
      [
        'apps/web/src/features/cart/api/cart.ts: ../../../app/router → only the app shell imports app/',
        'apps/web/src/features/cart/components/cart.tsx: ../../shops/api/get-shop → features never import each other',
        'apps/web/src/lib/format.ts: ../features/cart/api/cart → shared code never imports a feature',
        'apps/staff/src/features/shopper/a.tsx: ../../../../web/src/lib/format → one web app never imports another',
        'apps/staff/src/lib/b.ts: @jhola/web/src/lib/format → one web app never imports another',
      ].sort(),
    );
  });
});

describe('server module loops (scripts/check-boundaries.mjs)', () => {
  it('finds none in the repository', async () => {
    const { findModuleLoops } = await import('./check-boundaries.mjs');
    expect(findModuleLoops(repo)).toEqual([]);
  });

  it('names a loop between modules, a type-only one and a longer one, but not an arrow one way or a test', async () => {
    const { findModuleLoops, findViolations } = await import('./check-boundaries.mjs');
    const root = mkdtempSync(path.join(scratch, 'server-'));
    const write = (file: string, source: string) => {
      mkdirSync(path.join(root, 'apps/server/src/modules', path.dirname(file)), { recursive: true });
      writeFileSync(path.join(root, 'apps/server/src/modules', file), source);
    };
    // orders ⇄ jobs (one side type-only, from a subfolder), catalogue → ratings → shops → catalogue, mail below all.
    write('orders/lifecycle/deadline.ts', "import { enqueue } from '../../jobs/repository.js';");
    write('jobs/cleanup.ts', "import type { OrderRow } from '../orders/core/repository.js';");
    write('jobs/repository.ts', "import { send } from '../mail/send.js';");
    write('mail/send.ts', 'export const send = 1;');
    write('catalogue/service.ts', "import { rate } from '../ratings/service.js';");
    write('ratings/service.ts', "import { shop } from '../shops/service.js';");
    write('shops/service.ts', "import { list } from '../catalogue/service.js';");
    // A test may use any module as a fixture; it makes no arrow.
    write('mail/send.test.ts', "import { enqueue } from '../jobs/repository.js';");
    const loops = [
      'apps/server/src/modules: catalogue → ratings → shops → catalogue: catalogue/service.ts imports ../ratings/service.js; ratings/service.ts imports ../shops/service.js; shops/service.ts imports ../catalogue/service.js → server modules never import each other in a loop',
      'apps/server/src/modules: jobs → orders → jobs: jobs/cleanup.ts imports ../orders/core/repository.js; orders/lifecycle/deadline.ts imports ../../jobs/repository.js → server modules never import each other in a loop',
    ];
    expect(findModuleLoops(root)).toEqual(loops);
    expect(findViolations(root)).toEqual(loops);
  });

  it("names an import that passes by a module's index.ts, but not one through it, inside it, or from a test", async () => {
    const { findModuleEntries } = await import('./check-boundaries.mjs');
    const root = mkdtempSync(path.join(scratch, 'entries-'));
    const write = (file: string, source: string) => {
      mkdirSync(path.join(root, 'apps/server/src/modules', path.dirname(file)), { recursive: true });
      writeFileSync(path.join(root, 'apps/server/src/modules', file), source);
    };
    write('orders/index.ts', "export { lifecycle } from './lifecycle/service.js';");
    write('orders/lifecycle/service.ts', "import { x } from '../core/repository.js';");
    write('realtime/bridge.ts', "import { lifecycle } from '../orders/index.js';");
    write('demo-shopper/shopper.ts', "import { OrderRepository } from '../orders/core/repository.js';");
    write('demo-shopper/shopper.test.ts', "import { OrderRepository } from '../orders/core/repository.js';");
    // A module without an index.ts is entered anywhere.
    write('catalogue/repository.ts', 'export const x = 1;');
    write('realtime/shops.ts', "import { x } from '../catalogue/repository.js';");
    expect(findModuleEntries(root)).toEqual([
      'apps/server/src/modules/demo-shopper/shopper.ts: ../orders/core/repository.js → other modules enter orders/ through its index.ts',
    ]);
  });
});

describe("the layers of a server module's subfolders (scripts/check-boundaries.mjs)", () => {
  it('finds none in the repository, and every subfolder of orders/ has its layer', async () => {
    const { findLayerViolations } = await import('./check-boundaries.mjs');
    expect(findLayerViolations(repo)).toEqual([]);
  });

  it('names an import up or beside, a root file imported from below and an undeclared subfolder, each with what to do', async () => {
    const { findLayerViolations, findViolations } = await import('./check-boundaries.mjs');
    const root = mkdtempSync(path.join(scratch, 'layers-'));
    const write = (file: string, source: string) => {
      mkdirSync(path.join(root, 'apps/server/src/modules', path.dirname(file)), { recursive: true });
      writeFileSync(path.join(root, 'apps/server/src/modules', file), source);
    };
    const layers = { orders: { core: 10, placement: 20, conversation: 20, lifecycle: 30 } };
    // Allowed: down the layers, from a root file, from a test, and outside the module.
    write('orders/lifecycle/transition.ts', "import { toOrder } from '../core/order-mapper.js';");
    write('orders/lifecycle/step.ts', "import { post } from '../conversation/service.js';");
    write('orders/routes.ts', "import { accept } from './lifecycle/transition.js';");
    write('orders/core/order.test.ts', "import { accept } from '../lifecycle/transition.js';");
    write('orders/core/order-mapper.ts', "import { AppError } from '../../../http/errors.js';");
    // Forbidden: up, beside, to a root file, and a subfolder nobody declared.
    write('orders/core/repository.ts', "import type { Actor } from '../lifecycle/actor.js';");
    write('orders/conversation/service.ts', "import { PricedLine } from '../placement/rules.js';");
    write('orders/placement/place.ts', "import { orderModuleRoutes } from '../routes.js';");
    write('orders/wallet/refund.ts', "import { toOrder } from '../core/order-mapper.js';");
    const found = findLayerViolations(root, layers);
    expect(found).toEqual([
      'apps/server/src/modules/orders/conversation/service.ts: ../placement/rules.js → conversation (layer 20) may import only subfolders on a lower layer, not placement (layer 20): move what it needs down into a lower subfolder (often core), or, if conversation truly stands on placement, raise conversation above it in SUBFOLDER_LAYERS in scripts/check-boundaries.mjs',
      'apps/server/src/modules/orders/core/repository.ts: ../lifecycle/actor.js → core (layer 10) may import only subfolders on a lower layer, not lifecycle (layer 30): move what it needs down into a lower subfolder (often core), or, if core truly stands on lifecycle, raise core above it in SUBFOLDER_LAYERS in scripts/check-boundaries.mjs',
      "apps/server/src/modules/orders/placement/place.ts: ../routes.js → a subfolder never imports orders/'s root files (they stand on top): move what both need into a subfolder",
      'apps/server/src/modules/orders/wallet/: no layer declared → add `wallet: <layer>` under orders in SUBFOLDER_LAYERS in scripts/check-boundaries.mjs, a layer above every orders/ subfolder it imports and below every one that imports it (docs/ARCHITECTURE.md)',
    ]);
    // The repository's own map knows no `wallet` either: the whole check (npm test) fails on it.
    expect(findViolations(root).some((line) => line.includes('orders/wallet/: no layer declared'))).toBe(
      true,
    );
  });
});
