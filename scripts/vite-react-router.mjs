// React Router in a built app: its production build, and the parts of it the app does not use left out
// (issue 47, decision 0074). Used by the customer app and the staff app.
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * React Router's exports map sends every bundler its development build (there is no production
 * condition): the same code with its development warnings switched on.
 */
const productionBuild = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

/** React Router's built files: one bundle of the whole library (declarative, data and framework modes). */
const ROUTER_FILE = /[\\/]node_modules[\\/]react-router[\\/]dist[\\/]production[\\/].*\.mjs$/;

/**
 * Its bundle makes its contexts and components with calls the bundler cannot know are pure
 * (`React.createContext`, `React.forwardRef`, `React.memo` of a CommonJS React) and names them for the
 * developer tools at the top level (`Link.displayName = "Link"`): each kept its component, and with it
 * what the component uses, in every app, used or not (the data router's forms, fetchers and scroll
 * restoration in an app that renders <BrowserRouter>). Marked pure and unnamed, what no screen renders
 * is dropped; what one renders is the same code. The names only served React's developer tools.
 */
export function makeShakeable(code) {
  return code
    .replace(/^[A-Za-z_$][\w$]*\.displayName = "[^"\n]*";$/gm, '')
    .replace(/(=\s*)(React\d*\.(?:createContext|forwardRef|memo)\()/g, '$1/* @__PURE__ */ $2');
}

/** @returns {import('vite').Plugin} */
export function reactRouterForProduction() {
  return {
    name: 'jhola:react-router-for-production',
    apply: 'build',
    enforce: 'pre',
    resolveId(source) {
      return source === 'react-router' ? productionBuild : null;
    },
    transform(code, id) {
      return ROUTER_FILE.test(id) ? { code: makeShakeable(code), map: null } : null;
    },
  };
}
