// Preloaded into Artillery (node --require): Artillery 2.0.21 loads @typescript-eslint/typescript-estree
// and tsutils while it starts (for its cloud runners' bundles, unused here), and they need TypeScript's
// JavaScript API, which the repository's TypeScript 7 (a native compiler) does not have. Their
// `typescript` resolves to the TypeScript 5 that detective-typescript brings along (decision 0049).
const Module = require('node:module');
const path = require('node:path');

const typescript5 = require.resolve('typescript', {
  paths: [path.dirname(require.resolve('detective-typescript/package.json'))],
});
const needsApi = [`${path.sep}@typescript-eslint${path.sep}`, `${path.sep}tsutils${path.sep}`];
const resolveFilename = Module._resolveFilename;
Module._resolveFilename = function resolveTypescript(request, parent, ...rest) {
  if (request === 'typescript' && needsApi.some((part) => parent?.filename?.includes(part)))
    return typescript5;
  return resolveFilename.call(this, request, parent, ...rest);
};
