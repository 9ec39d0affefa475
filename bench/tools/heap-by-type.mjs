#!/usr/bin/env node
// Sums a V8 heap snapshot's self sizes by node type and name, largest first: with N connections open,
// a type whose count is a multiple of N is per-connection state. Not part of `npm run bench`.
//
//   node bench/tools/heap-by-type.mjs file.heapsnapshot [N]
import { readFileSync } from 'node:fs';

const [file, perRaw] = process.argv.slice(2);
const per = Number(perRaw ?? 1);
const { snapshot, nodes, strings } = JSON.parse(readFileSync(file, 'utf8'));
const fields = snapshot.meta.node_fields;
const types = snapshot.meta.node_types[0];
const width = fields.length;
const [typeAt, nameAt, sizeAt] = ['type', 'name', 'self_size'].map((f) => fields.indexOf(f));
const totals = new Map();
for (let i = 0; i < nodes.length; i += width) {
  const type = types[nodes[i + typeAt]];
  // Strings and code are grouped by type alone: their names are their contents.
  const key = ['object', 'closure', 'native'].includes(type) ? `${type} ${strings[nodes[i + nameAt]]}` : type;
  const t = totals.get(key) ?? { count: 0, bytes: 0 };
  t.count += 1;
  t.bytes += nodes[i + sizeAt];
  totals.set(key, t);
}
const rows = [...totals].sort((a, b) => b[1].bytes - a[1].bytes).slice(0, 45);
for (const [key, { count, bytes }] of rows) {
  console.log(
    `${(bytes / per).toFixed(0).padStart(7)} B/conn  ${(count / per).toFixed(2).padStart(7)}/conn  ${key.slice(0, 90)}`,
  );
}
