// What `docker build .` would send as its context: every file of the checkout that .dockerignore leaves,
// matched with Docker's own rules (@balena/dockerignore: `*.tsbuildinfo` is the root's only, as in Docker,
// where .gitignore's would match at every depth). Used by scripts/check-dockerfile.mjs.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import dockerignore from '@balena/dockerignore';

/** The files (relative, with /) of `root` that a build context holds under root/.dockerignore. */
export function contextFiles(root) {
  const ignoreFile = path.join(root, '.dockerignore');
  const rules = existsSync(ignoreFile) ? readFileSync(ignoreFile, 'utf8') : '';
  const matcher = dockerignore({ ignorecase: false }).add(rules);
  // An excluded folder is skipped whole, unless a `!` rule could take something inside it back.
  const reincludes = rules.split('\n').some((line) => line.trim().startsWith('!'));
  const files = [];
  const walk = (relative) => {
    for (const entry of readdirSync(path.join(root, relative), { withFileTypes: true })) {
      const name = relative ? `${relative}/${entry.name}` : entry.name;
      const ignored = matcher.ignores(name);
      if (entry.isDirectory()) {
        if (!ignored || reincludes) walk(name);
      } else if (!ignored) files.push(name);
    }
  };
  walk('');
  return files.sort();
}

/**
 * The context's files that are build or run state rather than sources: whatever git ignores
 * (.gitignore names node_modules, dist, .data, *.tsbuildinfo and the test reports at every depth).
 */
export function buildStateIn(root, files) {
  const result = spawnSync('git', ['check-ignore', '--stdin'], {
    cwd: root,
    input: files.join('\n'),
    encoding: 'utf8',
  });
  // 1 means "none ignored"; anything else but 0 is git failing.
  if (result.status !== 0 && result.status !== 1)
    throw new Error(`git check-ignore failed in ${root}: ${result.stderr}`);
  return result.stdout.split('\n').filter(Boolean);
}

/** Copies the context's files from root into dest, as the Docker daemon receives them. */
export function copyContext(root, files, dest) {
  for (const file of files) {
    mkdirSync(path.dirname(path.join(dest, file)), { recursive: true });
    cpSync(path.join(root, file), path.join(dest, file), { verbatimSymlinks: true });
  }
}
