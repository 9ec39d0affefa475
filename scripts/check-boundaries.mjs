#!/usr/bin/env node
// The web apps' import boundaries (docs/ARCHITECTURE.md, docs/CODE_STYLE.md), checked on every relative and
// package import of apps/web and apps/staff:
// - a feature never imports another feature, nor the app shell (`app/`);
// - shared code (`lib/`, `components/`) never imports a feature or the app shell;
// - one web app never imports another's files (the customer app and the staff app share only packages).
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

/** Every forbidden import under `root`, as "file: import → why". */
export function findViolations(root) {
  const violations = [];
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
