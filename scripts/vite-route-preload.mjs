// The landing script of a built app (decision 0051): written into its page, it starts the opened
// screen's code (modulepreload) and its first API reads while the entry downloads. Used by the customer
// app and the staff app (each passes its landing screens).
/**
 * The first Intl number and date formatters of a page load the browser's locale data: on a phone 4×
 * slower than a laptop, about 290 ms for the first NumberFormat and 50 ms for the first time-zone
 * DateTimeFormat (measured in Chromium), a long task in the middle of the first render (every price,
 * count and plural needs one). Made here, in a task of their own while the app's modules are still
 * downloading, they cost the first screen nothing; later formatters find the data loaded.
 */
const WARM_INTL = `setTimeout(function(){try{new Intl.NumberFormat("en-IN").format(1);new Intl.PluralRules("en-IN").select(1)}catch(e){}},0);setTimeout(function(){try{new Intl.DateTimeFormat("en-IN",{timeZone:"Asia/Kolkata",hour:"numeric"}).format(0)}catch(e){}},0);\n`;

/**
 * For the screen the address opens: a modulepreload link per file of its code, and its first screen's
 * API reads (app/landing-screens.ts) started at once (and, for a page of products, a preload of the
 * first pictures as soon as it arrives: the largest paint of a shop is one of them), as the app's api-client would send them (the
 * signed-in token, the language on screen), kept for it in window.__jholaEarly (lib/early-reads.ts).
 * Only for the screen's plain address: a query (?q=, ?sort=) asks for other data.
 */
const PRELOAD_AND_READ = `(function(t,base,authKey,placeKey){var p=location.pathname;function place(){try{var q=placeKey&&JSON.parse(localStorage.getItem(placeKey)||"null");q=q&&q.state&&q.state.place;return q&&typeof q.lat==="number"&&typeof q.lng==="number"?"&lat="+Math.round(q.lat*1e4)/1e4+"&lng="+Math.round(q.lng*1e4)/1e4:""}catch(x){return""}}function reads(list,m){try{var a=JSON.parse(localStorage.getItem(authKey)||"null"),tok=a&&typeof a.token==="string"?a.token:"",lang=localStorage.getItem("jhola.language")==="hi"?"hi":"en",e=window.__jholaEarly=window.__jholaEarly||{};list.forEach(function(r){if(r[1]&&!tok)return;var u="/api"+r[0].replace("$1",m[1]).replace("$place",place()),h={Accept:"application/json","Accept-Language":lang};if(tok)h.Authorization="Bearer "+tok;e[u]={at:Date.now(),token:tok,language:lang,reply:fetch(u+(u.indexOf("?")<0?"?":"&")+"_t="+Date.now(),{headers:h,credentials:"same-origin"}).then(function(x){return x.text().then(function(b){return{status:x.status,body:b}})}).then(function(res){if(r[2]&&res&&res.status===200)pictures(res.body,r[2]);return res}).catch(function(){return null})}})}catch(x){}}function pictures(body,count){try{var d=JSON.parse(body).data,seen={},n=0;((d&&d.products)||[]).forEach(function(q){var s=q&&q.images&&q.images[0];if(n<count&&typeof s==="string"&&/^\\/[^/]/.test(s)&&!seen[s]){seen[s]=1;n++;var l=document.createElement("link");l.rel="preload";l.as="image";l.href=s;document.head.appendChild(l)}})}catch(x){}}for(var i=0;i<t.length;i++){var m=new RegExp(t[i][0]).exec(p);if(m){t[i][1].forEach(function(f){var l=document.createElement("link");l.rel="modulepreload";l.crossOrigin="";l.href=base+f;document.head.appendChild(l)});if(!location.search)reads(t[i][2],m);break}}})`;

/** @param {unknown} item @returns {item is import('rolldown').OutputChunk} */
const isChunk = (item) => /** @type {{ type?: string } | undefined} */ (item)?.type === 'chunk';

/**
 * Starts the download of the opened screen's chunk together with the entry, instead of after the entry
 * has been downloaded and run (one round trip and the entry's run time less before the first screen).
 * A tiny script written into the page (the Content-Security-Policy allows it by its hash, and no other
 * inline script: apps/server/src/http/inline-script-hashes.ts) reads the address, adds
 * <link rel="modulepreload"> for that screen and starts its first API reads.
 */
/**
 * @param {import('./vite-route-preload.d.mts').RoutePreloadOptions} options
 * @returns {import('vite').Plugin}
 */
export function routePreload(options) {
  const { screens, base = '/', authKey = 'customerAuth', placeKey = '' } = options;
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
        /** @type {(file: string, into?: Set<string>) => Set<string>} */
        const withImports = (file, into = new Set()) => {
          if (into.has(file)) return into;
          into.add(file);
          for (const next of byFile.get(file)?.imports ?? []) withImports(next, into);
          return into;
        };
        const loaded = withImports(entry.fileName);
        const table = screens.flatMap(({ path, module, reads = [] }) => {
          const chunk = chunks.find((c) => c.facadeModuleId?.endsWith(module));
          if (!chunk) return [];
          const files = [...withImports(chunk.fileName)].filter((f) => !loaded.has(f));
          return [[path.source, files, reads.map((r) => [r.path, r.signedIn ? 1 : 0, r.pictures ?? 0])]];
        });
        const source = `${PRELOAD_AND_READ}(${JSON.stringify(table)},${JSON.stringify(base)},${JSON.stringify(authKey)},${JSON.stringify(placeKey)});\n${WARM_INTL}`;
        // Inline, before the stylesheet (a script after it would wait for it): a file of its own started
        // the screen's code and reads a round trip later. The server allows it by its hash.
        const tag = `<script>${source}</script>`;
        // A function, not a replacement string: the script holds "$1", which a string would expand.
        html.source = String(html.source).replace(
          /(\s*)<script type="module"/,
          (_match, /** @type {string} */ space) => `${space}${tag}${space}<script type="module"`,
        );
      },
    },
  };
}
