// No dead code (issue 41): `npm test` runs knip (knip.json: unused files, exports, types and dependencies in
// every workspace) and this check of the domain's exports, which knip cannot judge: the domain's index
// re-exports every module with `export *`, and knip counts each of those exports as used by the package.
// An export of packages/domain/src is dead when no other file of the repository names it and its own file
// does not use it either. Run by scripts/dead-code.test.ts.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { walkFiles } from './lib/walk-files.mjs';

const DOMAIN = 'packages/domain/src';
// Where the domain is used: every app and package, the scripts, the benches and the journeys.
const READERS = ['apps', 'packages', 'scripts', 'bench', 'e2e', 'e2e-cluster'];
const SOURCE = /\.(ts|tsx|mts|mjs|cjs|js)$/;
const EXPORT =
  /^export (?:declare )?(?:const|let|function\*?|async function|class|type|interface|enum) ([A-Za-z_$][\w$]*)/gm;

const files = (dir) =>
  walkFiles(dir, {
    skipDirectory: (name) => name === 'node_modules' || name === 'dist' || name.startsWith('.'),
    keep: (name) => SOURCE.test(name) && !name.endsWith('.d.ts'),
  });

const wordsOf = (text) => new Set(text.match(/[A-Za-z_$][\w$]*/g) ?? []);

/** `file: name` for every export of the domain that nothing uses. */
export function findUnusedDomainExports(repo) {
  const sources = new Map();
  for (const root of READERS)
    for (const file of files(path.join(repo, root))) sources.set(file, readFileSync(file, 'utf8'));
  const named = new Map();
  for (const [file, text] of sources)
    for (const word of wordsOf(text)) {
      const users = named.get(word);
      if (users) users.add(file);
      else named.set(word, new Set([file]));
    }
  const found = [];
  for (const file of files(path.join(repo, DOMAIN))) {
    if (/\.test\.ts$/.test(file) || path.basename(file) === 'index.ts') continue;
    const text = sources.get(file) ?? readFileSync(file, 'utf8');
    for (const [, name] of text.matchAll(EXPORT)) {
      const usedElsewhere = [...(named.get(name) ?? [])].some(
        (user) => user !== file && path.basename(user) !== 'index.ts',
      );
      const usedInFile =
        (text.match(new RegExp(`(?<![\\w$])${name.replace(/\$/g, '\\$')}(?![\\w$])`, 'g')) ?? []).length > 1;
      if (!usedElsewhere && !usedInFile) found.push(`${path.relative(repo, file)}: ${name}`);
    }
  }
  return found.sort();
}

/** knip's report and exit status over the whole repository (knip.json). */
export function runKnip(repo) {
  const result = spawnSync('npx', ['knip', '--no-progress'], { cwd: repo, encoding: 'utf8' });
  return { ok: result.status === 0, report: `${result.stdout}${result.stderr}` };
}
