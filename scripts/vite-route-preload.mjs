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
 * API reads (app/landing-screens.ts) started at once, as the app's api-client would send them (the
 * signed-in token, the language on screen), kept for it in window.__jholaEarly (lib/early-reads.ts).
 * Only for the screen's plain address: a query (?q=, ?sort=) asks for other data. As soon as a read's
 * reply arrives:
 * - for a page of products, a preload (fetched first) of the pictures of the cards the first screen
 *   draws: its first rows of cards (one per product family, showing the size in the cart, else the first
 *   in stock, else the first), as many columns as the grid has at this width; the largest paint of a
 *   shop is one of them;
 * - for a read naming code to load when its reply asks for it (home's orders widget), that code's files,
 *   when the reply's data passes the read's test (written into the page as a function).
 */
const PRELOAD_AND_READ = `(function(t,base,authKey,placeKey,cartKey,when){var p=location.pathname;function preload(f){var l=document.createElement("link");l.rel="modulepreload";l.crossOrigin="";l.href=base+f;document.head.appendChild(l)}function place(){try{var q=placeKey&&JSON.parse(localStorage.getItem(placeKey)||"null");q=q&&q.state&&q.state.place;return q&&typeof q.lat==="number"&&typeof q.lng==="number"?"&lat="+Math.round(q.lat*1e4)/1e4+"&lng="+Math.round(q.lng*1e4)/1e4:""}catch(x){return""}}function reads(list,m){try{var a=JSON.parse(localStorage.getItem(authKey)||"null"),tok=a&&typeof a.token==="string"?a.token:"",lang=localStorage.getItem("jhola.language")==="hi"?"hi":"en",e=window.__jholaEarly=window.__jholaEarly||{};list.forEach(function(r){if(r[1]&&!tok)return;var u="/api"+r[0].replace("$1",m[1]).replace("$place",place()),h={Accept:"application/json","Accept-Language":lang};if(tok)h.Authorization="Bearer "+tok;e[u]={at:Date.now(),token:tok,language:lang,reply:fetch(u+(u.indexOf("?")<0?"?":"&")+"_t="+Date.now(),{headers:h,credentials:"same-origin"}).then(function(x){return x.text().then(function(b){return{status:x.status,body:b}})}).then(function(res){if(res&&res.status===200){if(r[2])pictures(res.body,r[2]);if(r[3])code(res.body,r[3])}return res}).catch(function(){return null})}})}catch(x){}}function code(body,c){try{if(when[c[1]](JSON.parse(body).data,Date.now()))c[0].forEach(preload)}catch(x){}}function pictures(body,g){try{var d=JSON.parse(body).data,cols=g[1],byKey={},cards=[],cart={},seen={};g[2].some(function(q){return matchMedia(q[0]).matches&&(cols=q[1])});try{(JSON.parse(localStorage.getItem(cartKey)||"null").state.items||[]).forEach(function(i){cart[i._id]=1})}catch(x){}((d&&d.products)||[]).forEach(function(q){var k=q.familyKey?"family:"+q.familyKey:q._id;if(!byKey[k])cards.push(byKey[k]=[]);byKey[k].push(q)});cards.slice(0,g[0]*cols).forEach(function(f){var q=f.filter(function(x){return cart[x._id]})[0]||f.filter(function(x){return x.inStock!==false})[0]||f[0],s=q&&q.images&&q.images[0];if(typeof s==="string"&&/^\\/[^/]/.test(s)&&!seen[s]){seen[s]=1;var l=document.createElement("link");l.rel="preload";l.as="image";l.fetchPriority="high";l.href=s;document.head.appendChild(l)}})}catch(x){}}for(var i=0;i<t.length;i++){var m=new RegExp(t[i][0]).exec(p);if(m){t[i][1].forEach(preload);if(!location.search)reads(t[i][2],m);break}}})`;

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
  const { screens, base = '/', authKey = 'customerAuth', placeKey = '', cartKey = '' } = options;
  return {
    name: 'jhola:route-preload',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const chunks = Object.values(bundle).filter(isChunk);
        const html = bundle['index.html'];
        if (html?.type !== 'asset') return;
        const byFile = new Map(chunks.map((c) => [c.fileName, c]));
        /** @type {(file: string, into?: Set<string>) => Set<string>} */
        const withImports = (file, into = new Set()) => {
          if (into.has(file)) return into;
          into.add(file);
          for (const next of byFile.get(file)?.imports ?? []) withImports(next, into);
          return into;
        };
        // What the page loads itself: its module scripts (the entry, or with no polyfill to carry, the
        // files the entry would import: an entry left empty is dropped) and what they import.
        const pageScripts = [
          ...String(html.source).matchAll(/<script type="module"[^>]*\ssrc="([^"]+)"/g),
        ].map((m) => m[1].slice(base.length));
        if (pageScripts.length === 0) throw new Error('vite-route-preload: the page loads no module script');
        /** @type {Set<string>} */
        const loaded = new Set();
        for (const file of pageScripts) withImports(file, loaded);
        /** The files of `module`'s chunk and what it imports, less those already `loaded`. */
        const filesOf = (/** @type {string} */ module, /** @type {Set<string>} */ loaded) => {
          const chunk = chunks.find((c) => c.facadeModuleId?.endsWith(module));
          if (!chunk) throw new Error(`vite-route-preload: no chunk for ${module}`);
          return [...withImports(chunk.fileName)].filter((f) => !loaded.has(f));
        };
        /** The reads' tests, written into the page as functions; a read names its test by index. */
        /** @type {string[]} */
        const tests = [];
        const pictures = (/** @type {import('./vite-route-preload.d.mts').FirstCards | undefined} */ p) =>
          p ? [p.rows, p.columns, p.wider.map(({ media, columns }) => [media, columns])] : 0;
        const table = screens.map(({ path, module, reads = [] }) => {
          const files = filesOf(module, loaded);
          const withScreen = new Set([...loaded, ...files]);
          return [
            path.source,
            files,
            reads.map((r) => {
              const test = r.code
                ? `function(d,n){return(${String(r.code.when)})(d,n,${JSON.stringify(r.code.rule)})}`
                : '';
              const code = r.code ? [filesOf(r.code.module, withScreen), tests.push(test) - 1] : 0;
              return [r.path, r.signedIn ? 1 : 0, pictures(r.pictures), code];
            }),
          ];
        });
        const source = `${PRELOAD_AND_READ}(${JSON.stringify(table)},${JSON.stringify(base)},${JSON.stringify(authKey)},${JSON.stringify(placeKey)},${JSON.stringify(cartKey)},[${tests.join(',')}]);\n${WARM_INTL}`;
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
