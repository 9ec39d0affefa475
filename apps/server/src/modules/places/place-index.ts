import type { Place } from '@jhola/domain';
import { CITY_ALIASES, placeKey } from './place-names.js';

/** The generated file: states, districts [name, state index], PINs [pin, lat·1e5, lng·1e5, district, areas]. */
export interface RawPlaceData {
  states: string[];
  districts: [string, number][];
  pins: [number, number, number, number, string][];
}

interface PinEntry {
  pin: string;
  lat: number;
  lng: number;
  district: District;
  areas: string[];
}

interface District {
  name: string;
  state: string;
  pins: PinEntry[];
  /** Median of its PIN centroids: robust against an outlying rural PIN. */
  centre: { lat: number; lng: number };
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

const round = (n: number): number => Math.round(n * 1e5) / 1e5;

/** Places people type: a PIN, a city (district) or an area (post office name), all offline. */
export class PlaceIndex {
  private readonly pins = new Map<string, PinEntry>();
  private readonly districtsByKey = new Map<string, District[]>();
  private readonly areasByKey = new Map<string, { name: string; entry: PinEntry }[]>();

  constructor(raw: RawPlaceData) {
    const districts: District[] = raw.districts.map(([name, state]) => ({
      name,
      state: raw.states[state] ?? '',
      pins: [],
      centre: { lat: 0, lng: 0 },
    }));
    for (const [pin, lat, lng, d, areas] of raw.pins) {
      const district = districts[d];
      if (!district) continue;
      const entry: PinEntry = { pin: String(pin), lat: lat / 1e5, lng: lng / 1e5, district, areas: [] };
      entry.areas = areas ? areas.split('|') : [];
      district.pins.push(entry);
      this.pins.set(entry.pin, entry);
      for (const name of entry.areas) push(this.areasByKey, placeKey(name), { name, entry });
    }
    for (const district of districts) {
      if (district.pins.length === 0) continue;
      district.centre = {
        lat: median(district.pins.map((p) => p.lat)),
        lng: median(district.pins.map((p) => p.lng)),
      };
      push(this.districtsByKey, placeKey(district.name), district);
    }
  }

  get size(): number {
    return this.pins.size;
  }

  /** A PIN code's centroid, or null for a PIN the post office list does not know. */
  byPin(pin: string): Place | null {
    const entry = this.pins.get(pin.trim());
    return entry ? pinPlace(entry) : null;
  }

  /**
   * A typed name: "Koramangala", "Pune", "Andheri, Mumbai". A city's usual name first, then a district,
   * then an area (post office); with a hint after a comma (city or state) only matching places count.
   * Among several matches the one in the bigger city (more PIN codes) wins; a whole-word prefix of
   * three letters or more is tried last.
   */
  byName(text: string): Place | null {
    const [main = '', ...rest] = text.split(',').map(placeKey);
    const hint = rest.filter(Boolean).join(' ');
    if (!main) return null;
    const alias = CITY_ALIASES[main];
    const aliasEntry = alias && this.pins.get(alias.pin);
    if (alias && aliasEntry && (!hint || matchesHint(aliasEntry.district, hint, alias.city))) {
      const { state } = aliasEntry.district;
      const label = alias.city === state ? alias.city : `${alias.city}, ${state}`;
      return { ...pinPlace(aliasEntry), label, city: alias.city, pin: null };
    }
    const district = this.bestDistrict(this.districtsByKey.get(main) ?? [], hint);
    if (district) return districtPlace(district);
    const area = this.bestArea(this.areasByKey.get(main) ?? [], hint);
    if (area) return areaPlace(area.name, area.entry);
    if (main.length < 3) return null;
    const prefixDistricts = [...this.districtsByKey]
      .filter(([k]) => k.startsWith(main))
      .flatMap(([, v]) => v);
    const byPrefix = this.bestDistrict(prefixDistricts, hint);
    if (byPrefix) return districtPlace(byPrefix);
    const prefixAreas = [...this.areasByKey].filter(([k]) => k.startsWith(main)).flatMap(([, v]) => v);
    const areaByPrefix = this.bestArea(prefixAreas, hint);
    return areaByPrefix ? areaPlace(areaByPrefix.name, areaByPrefix.entry) : null;
  }

  /** The PIN whose centroid is closest: names a place found by the geocoder (a scan of ~19,000 points). */
  nearest(lat: number, lng: number): Place | null {
    let best: PinEntry | null = null;
    let bestScore = Number.POSITIVE_INFINITY;
    const cosLat = Math.cos((lat * Math.PI) / 180);
    for (const entry of this.pins.values()) {
      const score = (entry.lat - lat) ** 2 + ((entry.lng - lng) * cosLat) ** 2;
      if (score < bestScore) {
        bestScore = score;
        best = entry;
      }
    }
    return best ? pinPlace(best) : null;
  }

  private bestDistrict(candidates: District[], hint: string): District | null {
    const fitting = candidates.filter((d) => !hint || matchesHint(d, hint));
    return fitting.sort((a, b) => b.pins.length - a.pins.length)[0] ?? null;
  }

  private bestArea(candidates: { name: string; entry: PinEntry }[], hint: string) {
    const fitting = candidates.filter((a) => !hint || matchesHint(a.entry.district, hint));
    return fitting.sort((a, b) => b.entry.district.pins.length - a.entry.district.pins.length)[0] ?? null;
  }
}

/** The hint after a comma names the city (district, or its usual name: "Bangalore") or the state. */
function matchesHint(district: District, hint: string, cityName = ''): boolean {
  const wanted = [hint, placeKey(CITY_ALIASES[hint]?.city ?? '')].filter(Boolean);
  const names = [district.name, district.state, cityName].map(placeKey).filter(Boolean);
  return names.some((name) => wanted.some((w) => name.startsWith(w)));
}

function push<T>(map: Map<string, T[]>, key: string, value: T): void {
  if (!key) return;
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

const pinPlace = (e: PinEntry): Place => ({
  label: `${e.district.name} ${e.pin}`,
  lat: round(e.lat),
  lng: round(e.lng),
  pin: e.pin,
  city: e.district.name,
  state: e.district.state,
});

const districtPlace = (d: District): Place => ({
  label: `${d.name}, ${d.state}`,
  lat: round(d.centre.lat),
  lng: round(d.centre.lng),
  pin: null,
  city: d.name,
  state: d.state,
});

/** "Indiranagar (Bangalore)" is shown as "Indiranagar": the city follows anyway. */
const areaPlace = (name: string, e: PinEntry): Place => ({
  label: `${name.replace(/\s*\([^)]*\)\s*/g, ' ').trim() || name}, ${e.district.name}`,
  lat: round(e.lat),
  lng: round(e.lng),
  pin: e.pin,
  city: e.district.name,
  state: e.district.state,
});
