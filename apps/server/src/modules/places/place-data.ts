import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import { PlaceIndex, type RawPlaceData } from './place-index.js';

/**
 * Every Indian PIN code with its centroid, city and areas (scripts/generate-places.mjs writes it from
 * two registry packages). About 1 MB compressed: read on the first lookup, never at start-up and never
 * in the web bundle. The path is the same from `src/` and from the built `dist/`.
 */
const DATA_FILE = new URL('../../../data/india-places.json.gz', import.meta.url);

// module-state: the bundled data file is the same for every app; read once per process (1 MB).
let loading: Promise<PlaceIndex> | null = null;

/** The one index of the process, loaded once on first use (concurrent first callers share the read). */
export function placeIndex(): Promise<PlaceIndex> {
  loading ??= readFile(DATA_FILE)
    .then((bytes) => promisify(gunzip)(bytes))
    .then((json) => new PlaceIndex(JSON.parse(json.toString('utf8')) as RawPlaceData))
    .catch((error: unknown) => {
      loading = null; // a failed read may succeed next time
      throw error;
    });
  return loading;
}
