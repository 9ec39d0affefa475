import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { openDatabase } from './db/client.js';

let t = Date.now();
const lap = (s: string) => {
  console.log(s, Date.now() - t);
  t = Date.now();
};
const bare = new PGlite({ extensions: { pg_trgm } });
await bare.waitReady;
lap('bare pglite');
const bare2 = new PGlite({ extensions: { pg_trgm } });
await bare2.waitReady;
lap('bare pglite 2');
const db = await openDatabase({ dataDir: 'memory://' });
lap('pglite+migrate');
const dump = await (db as any).db.$client.dumpDataDir('none');
lap('dump ' + dump.size);
const c = new PGlite({ extensions: { pg_trgm }, loadDataDir: dump });
await c.waitReady;
lap('load');
const c2 = new PGlite({ extensions: { pg_trgm }, loadDataDir: dump });
await c2.waitReady;
lap('load2');
console.log((await c2.query('select count(*) from users')).rows);
const c3 = await c2.clone();
lap('clone');
