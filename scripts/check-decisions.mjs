// Docs you can trust (issue 41): every decision record is in docs/decisions/README.md with the status its
// own `Status:` line gives, a superseded record names an existing later record, and no document names a
// file of the repository that is not there. Run by `npm test` through scripts/decisions.test.ts.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const RECORD = /^(\d{4})-[a-z0-9-]+\.md$/;
const KINDS = ['Superseded in part by', 'Superseded by', 'Accepted'];
// Paths the docs may name that a checkout does not hold: build output, installed packages, bench results,
// placeholders.
const GENERATED = /(^|\/)(dist|node_modules)(\/|$)|^bench\/results\/|NNNN/;
const ROOTED_PATH = /`((?:apps|packages|scripts|bench|e2e|e2e-cluster|docs|deploy|drizzle)\/[\w./[\]*-]+)`/g;

/** The status's kind and the records it names, from "Superseded in part by 0030 and 0041: ...". */
export function readStatus(text) {
  const kind = KINDS.find((k) => text.startsWith(k));
  if (!kind) return null;
  const head = text.slice(kind.length).split(/[:;(]/)[0];
  return { kind, names: kind === 'Accepted' ? [] : [...head.matchAll(/\b(\d{4})\b/g)].map((m) => m[1]) };
}

function recordStatus(source) {
  const match = /^- Status: ([\s\S]*?)\n(?=- |\n|#)/m.exec(source);
  return match ? match[1].replace(/\s+/g, ' ').trim() : null;
}

function missingPaths(repo, filesRoot, file) {
  const found = [];
  for (const match of readFileSync(file, 'utf8').matchAll(ROOTED_PATH)) {
    const named = match[1].replace(/[.]$/, '');
    if (GENERATED.test(named) || named.includes('*')) continue;
    // The server's own folders (`drizzle/`) are named from apps/server, as its README does.
    if (existsSync(path.join(filesRoot, named)) || existsSync(path.join(filesRoot, 'apps/server', named)))
      continue;
    found.push(`${path.relative(repo, file)} names ${named}, which does not exist`);
  }
  return found;
}

/**
 * One line per problem; empty when the index and the records agree. The docs are read under `repo`, the
 * files they name looked for under `filesRoot` (the same checkout, but for a test's copy of the docs).
 */
export function findDecisionProblems(repo, filesRoot = repo) {
  const dir = path.join(repo, 'docs/decisions');
  const records = new Map(
    readdirSync(dir)
      .filter((name) => RECORD.test(name))
      .map((name) => [name.slice(0, 4), name]),
  );
  const problems = [];
  const index = readFileSync(path.join(dir, 'README.md'), 'utf8');
  const rows = new Map();
  for (const [, number, link, status] of index.matchAll(/^\| \[(\d{4})\]\(([^)]+)\) \|.*\| (.+?) \|$/gm)) {
    if (rows.has(number)) problems.push(`${number} is in the index twice`);
    rows.set(number, status);
    if (records.get(number) !== link)
      problems.push(`the index links ${number} to ${link}, which is not a record`);
  }
  for (const [number, name] of records) {
    const own = recordStatus(readFileSync(path.join(dir, name), 'utf8'));
    const ownStatus = own && readStatus(own);
    if (!ownStatus) {
      problems.push(`${name}: its Status line must start with ${KINDS.join(', ')}`);
      continue;
    }
    for (const later of ownStatus.names)
      if (!records.has(later) || later <= number)
        problems.push(`${name} is superseded by ${later}, which is no later record`);
    if (ownStatus.kind !== 'Accepted' && ownStatus.names.length === 0)
      problems.push(`${name} is superseded but names no record`);
    const listed = rows.get(number);
    if (!listed) {
      problems.push(`${name} is not in docs/decisions/README.md`);
      continue;
    }
    const indexed = readStatus(listed.replace(/\[(\d{4})\]\([^)]*\)/g, '$1'));
    if (indexed?.kind !== ownStatus.kind || indexed.names.join() !== ownStatus.names.join())
      problems.push(`${number}: the index says "${listed}", the record says "${own}"`);
  }
  const docs = [
    path.join(repo, 'README.md'),
    ...['docs', 'docs/decisions'].flatMap((folder) =>
      readdirSync(path.join(repo, folder))
        .filter((name) => name.endsWith('.md'))
        .map((name) => path.join(repo, folder, name)),
    ),
  ];
  for (const file of docs) problems.push(...missingPaths(repo, filesRoot, file));
  return problems;
}
