import { createHash } from 'node:crypto';
import type { OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';

/**
 * The screens a customer lands on, by the path that opens them (as in src/app/router.tsx), and the
 * module of each. A screen missing here still works: its chunk is fetched once the entry has run.
 */
const LANDING_SCREENS: { path: RegExp; module: string }[] = [
  { path: /^\/$/, module: 'src/app/routes/home.tsx' },
  { path: /^\/shop\/[^/]+$/, module: 'src/app/routes/shop.tsx' },
  { path: /^\/cart$/, module: 'src/app/routes/cart.tsx' },
  { path: /^\/final-checkout$/, module: 'src/app/routes/final-checkout.tsx' },
  { path: /^\/orders$/, module: 'src/app/routes/orders.tsx' },
  { path: /^\/orders\/[^/]+$/, module: 'src/app/routes/order-details.tsx' },
];

/**
 * The first Intl number and date formatters of a page load the browser's locale data: on a phone 4×
 * slower than a laptop, about 290 ms for the first NumberFormat and 50 ms for the first time-zone
 * DateTimeFormat (measured in Chromium), a long task in the middle of the first render (every price,
 * count and plural needs one). Made here, in a task of their own while the app's modules are still
 * downloading, they cost the first screen nothing; later formatters find the data loaded.
 */
const WARM_INTL = `setTimeout(function(){try{new Intl.NumberFormat("en-IN").format(1);new Intl.PluralRules("en-IN").select(1)}catch(e){}},0);setTimeout(function(){try{new Intl.DateTimeFormat("en-IN",{timeZone:"Asia/Kolkata",hour:"numeric"}).format(0)}catch(e){}},0);\n`;

const isChunk = (item: unknown): item is OutputChunk => (item as OutputChunk | undefined)?.type === 'chunk';

/**
 * Starts the download of the opened screen's chunk together with the entry, instead of after the entry
 * has been downloaded and run (one round trip and the entry's run time less before the first screen).
 * The page's Content-Security-Policy allows no inline script, so a tiny script of its own (async, so
 * it never holds up the page) reads the address and adds <link rel="modulepreload"> for that screen.
 */
export function routePreload(): Plugin {
  return {
    name: 'jhola:route-preload',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const chunks = Object.values(bundle).filter(isChunk);
        const entry = chunks.find((c) => c.isEntry);
        const html = bundle['index.html'];
        if (!entry || !html || html.type !== 'asset') return;
        const byFile = new Map(chunks.map((c) => [c.fileName, c]));
        const withImports = (file: string, into = new Set<string>()): Set<string> => {
          if (into.has(file)) return into;
          into.add(file);
          for (const next of byFile.get(file)?.imports ?? []) withImports(next, into);
          return into;
        };
        const loaded = withImports(entry.fileName);
        const table = LANDING_SCREENS.flatMap(({ path, module }) => {
          const chunk = chunks.find((c) => c.facadeModuleId?.endsWith(module));
          if (!chunk) return [];
          const files = [...withImports(chunk.fileName)].filter((f) => !loaded.has(f));
          return [[path.source, files] as const];
        });
        const source = `(function(t){var p=location.pathname;for(var i=0;i<t.length;i++)if(new RegExp(t[i][0]).test(p)){t[i][1].forEach(function(f){var l=document.createElement("link");l.rel="modulepreload";l.crossOrigin="";l.href="/"+f;document.head.appendChild(l)});break}})(${JSON.stringify(table)});\n${WARM_INTL}`;
        const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8);
        const fileName = `assets/route-preload-${hash}.js`;
        this.emitFile({ type: 'asset', fileName, source });
        const tag = `<script async src="/${fileName}"></script>`;
        html.source = String(html.source).replace(
          /(\s*)<script type="module"/,
          `$1${tag}$1<script type="module"`,
        );
      },
    },
  };
}
