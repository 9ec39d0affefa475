#!/usr/bin/env node
// The web apps' import boundaries (docs/ARCHITECTURE.md, docs/CODE_STYLE.md), checked on every relative and
// package import of apps/web and apps/staff:
// - a feature never imports another feature, nor the app shell (`app/`);
// - shared code (`lib/`, `components/`) never imports a feature or the app shell;
// - one web app never imports another's files (the customer app and the staff app share only packages);
// - the server's modules (apps/server/src/modules/<module>/, a module being the first folder) import each
//   other without a loop, so they stack in floors and each can be read and changed from the bottom up
//   (docs/ARCHITECTURE.md, the module map). Tests are not counted: a test may use any module as a fixture;
// - a server module with an `index.ts` (its public face, e.g. orders/) is entered only through it by other
//   modules' files (not tests), so what it keeps inside can change without reaching its neighbours;
// - a server module's subfolders (orders/core, orders/lifecycle, ...) stand in declared layers
//   (SUBFOLDER_LAYERS): each imports only lower ones, and a new subfolder must declare its layer.
// Biome's noRestrictedImports cannot tell `../../other-feature` from `../../own-folder`, so this resolves each
// path. It runs in `npm test` through scripts/boundaries.test.ts; `node scripts/check-boundaries.mjs` alone
// prints the violations.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const WEB_APPS = ['apps/web', 'apps/staff'];
const APP_PACKAGES = { 'apps/web': '@jhola/web', 'apps/staff': '@jhola/staff' };
const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"]([^'"]+)['"]/g;

function* sourceFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(full);
    else if (/\.(ts|tsx)$/.test(entry.name)) yield full;
  }
}

/** `features/<name>`, `app`, `lib`, `components`, ... for a path relative to an app's src. */
function unitOf(relative) {
  const [top, second] = relative.split(path.sep);
  return top === 'features' && second ? `features/${second}` : top;
}

export const SERVER_MODULES = 'apps/server/src/modules';

/**
 * Each loop between server modules, as "a → b → a: a/x.ts imports ../b/y.js; b/z.ts imports ../a/w.js"
 * (the shortest loop through each module that is in one, each arrow with one import that makes it).
 */
export function findModuleLoops(root) {
  const modules = path.join(root, SERVER_MODULES);
  if (!existsSync(modules)) return [];
  /** module → module → the first import seen that makes the arrow */
  const arrows = new Map();
  for (const file of sourceFiles(modules)) {
    if (/\.test\.tsx?$/.test(file)) continue;
    const from = path.relative(modules, file).split(path.sep)[0];
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      if (!specifier.startsWith('.')) continue;
      const inside = path.relative(modules, path.resolve(path.dirname(file), specifier));
      if (inside.startsWith('..')) continue;
      const to = inside.split(path.sep)[0];
      if (to === from) continue;
      if (!arrows.has(from)) arrows.set(from, new Map());
      const out = arrows.get(from);
      if (!out.has(to)) out.set(to, `${path.relative(modules, file)} imports ${specifier}`);
    }
  }
  const loops = new Map();
  for (const group of stronglyConnected(arrows).filter((members) => members.length > 1)) {
    const members = new Set(group);
    // The shortest loop through each module of the group: every module of a loop is named in one.
    for (const start of group) {
      const cycle = cycleThrough(start, members, arrows);
      const first = cycle.indexOf([...cycle].sort()[0]);
      const rotated = [...cycle.slice(first, -1), ...cycle.slice(0, first), cycle[first]];
      const why = rotated.slice(0, -1).map((module, i) => arrows.get(module).get(rotated[i + 1]));
      loops.set(
        rotated.join(' → '),
        `${SERVER_MODULES}: ${rotated.join(' → ')}: ${why.join('; ')} → server modules never import each other in a loop`,
      );
    }
  }
  return [...loops.values()].sort();
}

/** Each import from another server module that passes by that module's `index.ts`. */
export function findModuleEntries(root) {
  const modules = path.join(root, SERVER_MODULES);
  if (!existsSync(modules)) return [];
  const violations = [];
  for (const file of sourceFiles(modules)) {
    if (/\.test\.tsx?$/.test(file)) continue;
    const from = path.relative(modules, file).split(path.sep)[0];
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      if (!specifier.startsWith('.')) continue;
      const inside = path.relative(modules, path.resolve(path.dirname(file), specifier));
      const [to, ...rest] = inside.split(path.sep);
      if (inside.startsWith('..') || to === from || !existsSync(path.join(modules, to, 'index.ts'))) continue;
      if (rest.join('/').replace(/\.js$/, '') !== 'index')
        violations.push(
          `${SERVER_MODULES}/${path.relative(modules, file)}: ${specifier} → other modules enter ${to}/ through its index.ts`,
        );
    }
  }
  return violations.sort();
}

/**
 * The layers of each server module's subfolders, from the ground up (docs/ARCHITECTURE.md, "The order
 * module's layers"): a subfolder imports only subfolders on a LOWER layer (never one beside it), and the
 * files at the module's root (`index.ts`, `routes.ts`, ...) stand on top, imported by no subfolder. So the
 * parts read from the bottom up, and none loops back. Numbered in tens, so that a new layer fits between
 * two. A module that gains a subfolder declares it here, one line, in the same change.
 */
export const SUBFOLDER_LAYERS = {
  orders: {
    // The order itself: its rows, its mapper, who may see it, the schemas every order route shares.
    core: 10,
    // The fee lines of an order (issue 45): placement charges them, the cart quote shows them.
    fees: 15,
    // Jhola credit's ledger (issue 44): placement pays with it, the step that ends an order settles it.
    credit: 15,
    // Issue 45: who works when (the shifts' rows: on duty, planned), read by dispatch and slots.
    shifts: 13,
    // Issue 45: offers to the person on duty, and delivery slots; placement and the steps ask them.
    dispatch: 16,
    slots: 16,
    // One concern each, standing on core alone.
    collections: 20,
    conversation: 20,
    figures: 20,
    placement: 20,
    ratings: 20,
    replacements: 20,
    // A shop's orders and statement as its owner reads them (issue 46).
    shop: 20,
    // The customer's order SMS job (issue 45): the steps queue it.
    sms: 20,
    // Paying online (issue 43): places a paid hold's order and settles holds; the steps schedule it.
    payments: 25,
    // Every step after placement; it posts to the conversation, writes figures and replacements.
    lifecycle: 30,
    // The cart quote (issue 45): placement's place and prices, the fee lines.
    quote: 30,
    // Claims after delivery (issue 44): post to the conversation, refund to credit.
    claims: 30,
    // Issue 46: booked slots a shop is closed in, moved (slots) or cancelled (the lifecycle's cancel).
    'closed-slots': 35,
    // Each party's routes and reads, over the steps.
    customer: 40,
    staff: 40,
  },
};

const LAYERS_WHERE = 'SUBFOLDER_LAYERS in scripts/check-boundaries.mjs';

/**
 * Each import between two subfolders of one server module that does not run down its layers, and each
 * subfolder with no declared layer, each with what to do about it.
 */
export function findLayerViolations(root, layers = SUBFOLDER_LAYERS) {
  const modules = path.join(root, SERVER_MODULES);
  if (!existsSync(modules)) return [];
  const violations = [];
  for (const module of readdirSync(modules, { withFileTypes: true })) {
    if (!module.isDirectory()) continue;
    const home = path.join(modules, module.name);
    const declared = layers[module.name] ?? {};
    const subfolders = readdirSync(home, { withFileTypes: true }).filter((entry) => entry.isDirectory());
    for (const { name } of subfolders)
      if (!(name in declared))
        violations.push(
          `${SERVER_MODULES}/${module.name}/${name}/: no layer declared → add \`${name}: <layer>\` under ${module.name} in ${LAYERS_WHERE}, a layer above every ${module.name}/ subfolder it imports and below every one that imports it (docs/ARCHITECTURE.md)`,
        );
    const layerOf = (part) => (part in declared ? `${part} (layer ${declared[part]})` : part);
    for (const file of sourceFiles(home)) {
      if (/\.test\.tsx?$/.test(file)) continue;
      const inside = path.relative(home, file).split(path.sep);
      if (inside.length === 1) continue; // a root file: the top, it may import any subfolder
      const from = inside[0];
      for (const [, specifier] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
        if (!specifier.startsWith('.')) continue;
        const target = path.relative(home, path.resolve(path.dirname(file), specifier)).split(path.sep);
        if (target[0] === '..' || target[0] === from) continue;
        const where = `${SERVER_MODULES}/${module.name}/${inside.join('/')}: ${specifier}`;
        if (target.length === 1)
          violations.push(
            `${where} → a subfolder never imports ${module.name}/'s root files (they stand on top): move what both need into a subfolder`,
          );
        else if (from in declared && target[0] in declared && declared[target[0]] >= declared[from])
          violations.push(
            `${where} → ${layerOf(from)} may import only subfolders on a lower layer, not ${layerOf(target[0])}: move what it needs down into a lower subfolder (often core), or, if ${from} truly stands on ${target[0]}, raise ${from} above it in ${LAYERS_WHERE}`,
          );
      }
    }
  }
  return violations.sort();
}

/** Tarjan's strongly connected components, each sorted, from an arrow map. */
function stronglyConnected(arrows) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const groups = [];
  let next = 0;
  const visit = (node) => {
    index.set(node, next);
    low.set(node, next);
    next += 1;
    stack.push(node);
    onStack.add(node);
    for (const to of arrows.get(node)?.keys() ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node), low.get(to)));
      } else if (onStack.has(to)) low.set(node, Math.min(low.get(node), index.get(to)));
    }
    if (low.get(node) === index.get(node)) {
      const group = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      groups.push(group.sort());
    }
  };
  for (const node of [...arrows.keys()].sort()) if (!index.has(node)) visit(node);
  return groups;
}

/** The shortest way from `start` back to itself inside one group (breadth first), start and end included. */
function cycleThrough(start, members, arrows) {
  const cameFrom = new Map();
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift();
    for (const to of [...(arrows.get(node)?.keys() ?? [])].sort()) {
      if (!members.has(to)) continue;
      if (to === start) {
        const way = [start];
        for (let at = node; at !== start; at = cameFrom.get(at)) way.splice(1, 0, at);
        return [...way, start];
      }
      if (!cameFrom.has(to)) {
        cameFrom.set(to, node);
        queue.push(to);
      }
    }
  }
  return [start, start];
}

/** Every forbidden import under `root`, as "file: import → why". */
export function findViolations(root) {
  const violations = [...findModuleLoops(root), ...findModuleEntries(root), ...findLayerViolations(root)];
  for (const app of WEB_APPS) {
    const src = path.join(root, app, 'src');
    if (!existsSync(src)) continue;
    const others = WEB_APPS.filter((a) => a !== app);
    for (const file of sourceFiles(src)) {
      const from = unitOf(path.relative(src, file));
      for (const [, specifier] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
        const where = `${path.relative(root, file)}: ${specifier}`;
        if (
          others.some(
            (other) => specifier === APP_PACKAGES[other] || specifier.startsWith(`${APP_PACKAGES[other]}/`),
          )
        )
          violations.push(`${where} → one web app never imports another`);
        if (!specifier.startsWith('.')) continue;
        const target = path.resolve(path.dirname(file), specifier);
        const inside = path.relative(src, target);
        if (inside.startsWith('..')) {
          if (others.some((other) => !path.relative(path.join(root, other), target).startsWith('..')))
            violations.push(`${where} → one web app never imports another`);
          continue;
        }
        const to = unitOf(inside);
        if (from === to) continue;
        if (from.startsWith('features/') && to.startsWith('features/'))
          violations.push(`${where} → features never import each other`);
        else if (to === 'app' && from !== 'app' && from !== 'main.tsx')
          violations.push(`${where} → only the app shell imports app/`);
        else if ((from === 'lib' || from === 'components') && to.startsWith('features/'))
          violations.push(`${where} → shared code never imports a feature`);
      }
    }
  }
  return violations.sort();
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const violations = findViolations(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..'));
  for (const line of violations) console.error(line);
  process.exit(violations.length > 0 ? 1 : 0);
}
