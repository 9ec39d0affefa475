import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { rolldown } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { reactRouterForProduction } from './vite-react-router.mjs';

/** The router as the customer app uses it: declarative, with links. */
const ENTRY =
  "export { BrowserRouter, Routes, Route, Outlet, Navigate, Link, NavLink, useNavigate } from 'react-router';";

/** The top-level functions and variables of the bundle the entry makes, with or without the plugin. */
async function bundledNames(shaken: boolean): Promise<Set<string>> {
  const dir = mkdtempSync(path.join(tmpdir(), 'jhola-router-'));
  const input = path.join(dir, 'entry.js');
  writeFileSync(input, ENTRY);
  const plugin = reactRouterForProduction();
  const onlyTheProductionBuild = { name: 'production-build', resolveId: plugin.resolveId };
  const bundle = await rolldown({
    input,
    cwd: process.cwd(),
    logLevel: 'silent',
    external: ['react', 'react-dom'],
    plugins: [shaken ? plugin : onlyTheProductionBuild] as never,
  });
  const { output } = await bundle.generate({ format: 'esm' });
  return new Set([...output[0].code.matchAll(/^(?:var|function|class) ([\w$]+)/gm)].map((m) => m[1]!));
}

describe('React Router in a built app (issue 47)', () => {
  it('leaves out the data router pieces a declarative app never renders, and keeps what it does', async () => {
    const [whole, shaken] = await Promise.all([bundledNames(false), bundledNames(true)]);
    for (const used of ['BrowserRouter', 'Routes', 'Link', 'NavLink', 'useNavigate']) {
      expect(whole.has(used), used).toBe(true);
      expect(shaken.has(used), used).toBe(true);
    }
    for (const unused of ['Form', 'useSubmit', 'ScrollRestoration', 'HistoryRouter']) {
      expect(whole.has(unused), `${unused} in the plain bundle`).toBe(true);
      expect(shaken.has(unused), `${unused} in the shaken bundle`).toBe(false);
    }
  });
});
