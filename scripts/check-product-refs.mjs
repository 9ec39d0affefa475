#!/usr/bin/env node
// "A rule of the product points at its section: (PRODUCT.md §4)" (docs/CODE_STYLE.md): every `PRODUCT.md §N`
// written in the code, its tests and the docs names a section docs/PRODUCT.md has (`## §N ...`), so a reader
// who follows it lands on the rule, and renumbering the product's sections cannot leave pointers behind.
// Run by `npm test` through scripts/product-refs.test.ts; `node scripts/check-product-refs.mjs` alone prints them.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { walkFiles } from './lib/walk-files.mjs';

const PRODUCT = 'docs/PRODUCT.md';
const WHERE = ['apps', 'packages', 'docs', 'e2e', 'e2e-cluster', 'scripts', 'bench', 'README.md'];
const SKIP = new Set(['node_modules', 'dist', 'results', '.vite']);
const TEXT = /\.(ts|tsx|mjs|js|md|json|css|html)$/;
/** "PRODUCT.md §4", and the sections listed after it on the line ("PRODUCT.md §4, §7 and §13"). */
const REFERENCE = /PRODUCT\.md\s*((?:§\s?\d+(?:\.\d+)?(?:\s*(?:,|and|&|\/|–|-)\s*)?)+)/g;

const textFiles = (at) =>
  walkFiles(at, { keep: (name) => TEXT.test(name), skipDirectory: (name) => SKIP.has(name) });

/** Each `PRODUCT.md §N` that names no section of docs/PRODUCT.md, as "file:line: §N". */
export function findProductReferenceProblems(root) {
  const product = path.join(root, PRODUCT);
  if (!existsSync(product)) return [];
  const sections = new Set(
    [...readFileSync(product, 'utf8').matchAll(/^#+\s*§\s?(\d+)\b/gm)].map((match) => match[1]),
  );
  const problems = [];
  for (const top of WHERE) {
    const at = path.join(root, top);
    const files = existsSync(at) && top.endsWith('.md') ? [at] : [...textFiles(at)];
    for (const file of files) {
      readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, i) => {
          for (const [, list] of line.matchAll(REFERENCE))
            for (const [, number] of list.matchAll(/§\s?(\d+)/g))
              if (!sections.has(number))
                problems.push(
                  `${path.relative(root, file)}:${i + 1}: PRODUCT.md §${number} → ${PRODUCT} has no section §${number}; point at the section that states the rule`,
                );
        });
    }
  }
  return problems.sort();
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const problems = findProductReferenceProblems(
    path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..'),
  );
  for (const line of problems) console.error(line);
  process.exit(problems.length > 0 ? 1 : 0);
}
