// Finds a message called with values it does not show, or without a value it needs: `t('key', { price })`
// against the catalogue's English text. A label reused as a template ("Price per unit (₹)" called with a
// price and a unit, issue 47) shows the label instead of the number; a missing value shows "{price}".
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from '@babel/parser';
import { APP_SOURCES, catalogueDirs, filesUnder, placeholders, REPO, readCatalogue } from './catalogues.mjs';

const isSourceFile = (file) =>
  /\.(tsx?|jsx?)$/.test(file) && !/\.(test|spec)\.|[\\/]test[\\/]|\.d\.ts$/.test(file);

/** The keys a call's first argument may name: a literal, or either side of a `cond ? 'a' : 'b'`. */
function literalKeys(node) {
  if (node?.type === 'StringLiteral') return [node.value];
  if (node?.type === 'ConditionalExpression')
    return [...literalKeys(node.consequent), ...literalKeys(node.alternate)];
  return [];
}

/** The names an object literal passes, or null when a spread hides some. */
function passedNames(node) {
  const names = [];
  for (const property of node.properties) {
    if (property.type !== 'ObjectProperty') return null;
    const key = property.key;
    names.push(key.type === 'Identifier' ? key.name : String(key.value));
  }
  return names.sort();
}

/** Each call in one source whose values disagree with its message: { file, line, key, passed, shown }. */
export function mismatchedValuesInSource(source, messages, file = 'file.tsx') {
  const ast = parse(source, { sourceType: 'module', plugins: ['typescript', 'jsx'], errorRecovery: true });
  const found = [];
  const visit = (node) => {
    if (!node || typeof node.type !== 'string') return;
    if (node.type === 'CallExpression' && node.arguments.length >= 1) {
      const [first, values] = node.arguments;
      for (const key of literalKeys(first)) {
        if (!(key in messages)) continue;
        const passed = values?.type === 'ObjectExpression' ? passedNames(values) : values ? null : [];
        const shown = placeholders(messages[key]);
        if (passed && passed.join() !== shown.join())
          found.push({ file, line: node.loc.start.line, key, passed, shown });
      }
    }
    for (const [key, value] of Object.entries(node)) {
      if (key === 'loc' || key === 'start' || key === 'end') continue;
      if (Array.isArray(value)) for (const child of value) visit(child);
      else if (value && typeof value.type === 'string') visit(value);
    }
  };
  visit(ast.program);
  return found;
}

/** Every such call in both apps' screens (and the shared UI), read against the catalogues that app shows. */
export function mismatchedValues() {
  const found = new Map();
  for (const sources of Object.values(APP_SOURCES)) {
    const messages = Object.assign({}, ...catalogueDirs(sources).map((dir) => readCatalogue(dir, 'en')));
    const screens = sources.filter((source) => !source.startsWith('packages/domain'));
    for (const source of screens)
      for (const file of filesUnder(path.join(REPO, source), isSourceFile))
        for (const f of mismatchedValuesInSource(
          readFileSync(file, 'utf8'),
          messages,
          path.relative(REPO, file),
        ))
          found.set(`${f.file}:${f.line}:${f.key}`, f);
  }
  return [...found.values()];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const f of mismatchedValues())
    console.log(`${f.file}:${f.line} ${f.key} passes [${f.passed}] shows [${f.shown}]`);
}
