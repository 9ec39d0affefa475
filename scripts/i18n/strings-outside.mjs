// Finds words written straight into a screen's code instead of its catalogue: JSX text, text attributes
// (aria-label, title, placeholder, alt, label), string literals shown as JSX children, and literal toast
// messages. Words are two letters or more (Latin or Devanagari); punctuation and symbols (·, ×, ₹) pass.
// A line preceded by a comment `i18n-ignore: <why>` is allowed (a test id, a brand, a code).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from '@babel/parser';
import { filesUnder, REPO } from './catalogues.mjs';

export const SCREEN_SOURCES = ['apps/web/src', 'apps/staff/src', 'packages/ui/src'];
const TEXT_ATTRIBUTES = new Set([
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'aria-valuetext',
  'title',
  'placeholder',
  'alt',
  'label',
  'emptyLabel',
  'heading',
  'description',
]);
const TOAST_CALLS = new Set(['showToast', 'alert', 'confirm']);
const WORD = /[A-Za-z\u0900-\u097F]{2,}/;

const isScreenFile = (file) =>
  /\.(tsx?|jsx?)$/.test(file) && !/\.(test|spec)\.|[\\/]test[\\/]|\.d\.ts$/.test(file);

function literalText(node) {
  if (!node) return null;
  if (node.type === 'StringLiteral') return node.value;
  if (node.type === 'TemplateLiteral') return node.quasis.map((q) => q.value.cooked).join(' ');
  if (node.type === 'JSXExpressionContainer') return literalText(node.expression);
  if (node.type === 'ConditionalExpression')
    return [literalText(node.consequent), literalText(node.alternate)].join(' ');
  if (node.type === 'LogicalExpression') return literalText(node.right);
  return null;
}

/** Each word written outside a catalogue in one source text: { line, text }. */
export function stringsInSource(source, file = 'file.tsx') {
  const ast = parse(source, { sourceType: 'module', plugins: ['typescript', 'jsx'], errorRecovery: true });
  const lines = source.split('\n');
  const ignored = (line) =>
    /i18n-ignore/.test(lines[line - 2] ?? '') || /i18n-ignore/.test(lines[line - 1] ?? '');
  const found = [];
  const report = (node, text) => {
    if (!text || !WORD.test(text)) return;
    // JSX text starts right after the tag's `>`: count the line where its words begin.
    const line = node.loc.start.line + (text.match(/^\s*/)[0].match(/\n/g)?.length ?? 0);
    if (!ignored(line)) found.push({ file, line, text: text.trim() });
  };
  const visit = (node, parent) => {
    if (!node || typeof node.type !== 'string') return;
    if (node.type === 'JSXText') report(node, node.value);
    if (node.type === 'JSXExpressionContainer' && parent?.type === 'JSXElement')
      report(node, literalText(node.expression));
    if (node.type === 'JSXAttribute' && TEXT_ATTRIBUTES.has(node.name.name))
      report(node, literalText(node.value));
    if (node.type === 'CallExpression' && TOAST_CALLS.has(node.callee.name ?? node.callee.property?.name)) {
      report(node, literalText(node.arguments[0]));
    }
    for (const [key, value] of Object.entries(node)) {
      if (key === 'loc' || key === 'start' || key === 'end') continue;
      if (Array.isArray(value)) for (const child of value) visit(child, node);
      else if (value && typeof value.type === 'string') visit(value, node);
    }
  };
  visit(ast.program, null);
  return found;
}

/** Every word outside the catalogues in the screens' sources. */
export function stringsOutsideCatalogues(sources = SCREEN_SOURCES) {
  return sources.flatMap((source) =>
    filesUnder(path.join(REPO, source), isScreenFile).flatMap((file) =>
      stringsInSource(readFileSync(file, 'utf8'), path.relative(REPO, file)),
    ),
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const found = stringsOutsideCatalogues();
  for (const f of found) console.log(`${f.file}:${f.line}  ${f.text.slice(0, 80)}`);
  console.log(`${found.length} strings outside the catalogues`);
}
