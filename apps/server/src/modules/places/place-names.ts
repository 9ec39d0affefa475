/** "Koramangala I Block", "koramangala-i-block " and "KORAMANGALA I BLOCK." are one key. */
export const placeKey = (text: string): string =>
  text
    .toLowerCase()
    .replace(/\([^)]*\)/g, ' ')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/**
 * Names people type for a city that the post office list spells otherwise or splits into districts:
 * each leads to the PIN of the city's centre (its General Post Office area) and the city's usual name.
 */
export const CITY_ALIASES: Record<string, { pin: string; city: string }> = {
  delhi: { pin: '110001', city: 'Delhi' },
  'new delhi': { pin: '110001', city: 'New Delhi' },
  bombay: { pin: '400001', city: 'Mumbai' },
  mumbai: { pin: '400001', city: 'Mumbai' },
  'navi mumbai': { pin: '400703', city: 'Navi Mumbai' },
  bangalore: { pin: '560001', city: 'Bengaluru' },
  bengaluru: { pin: '560001', city: 'Bengaluru' },
  madras: { pin: '600001', city: 'Chennai' },
  chennai: { pin: '600001', city: 'Chennai' },
  calcutta: { pin: '700001', city: 'Kolkata' },
  kolkata: { pin: '700001', city: 'Kolkata' },
  hyderabad: { pin: '500001', city: 'Hyderabad' },
  secunderabad: { pin: '500003', city: 'Secunderabad' },
  gurgaon: { pin: '122001', city: 'Gurugram' },
  gurugram: { pin: '122001', city: 'Gurugram' },
  noida: { pin: '201301', city: 'Noida' },
  kochi: { pin: '682011', city: 'Kochi' },
  cochin: { pin: '682011', city: 'Kochi' },
  trivandrum: { pin: '695001', city: 'Thiruvananthapuram' },
  thiruvananthapuram: { pin: '695001', city: 'Thiruvananthapuram' },
  baroda: { pin: '390001', city: 'Vadodara' },
  mysore: { pin: '570001', city: 'Mysuru' },
  mangalore: { pin: '575001', city: 'Mangaluru' },
  mangaluru: { pin: '575001', city: 'Mangaluru' },
  hubli: { pin: '580020', city: 'Hubballi' },
  hubballi: { pin: '580020', city: 'Hubballi' },
  pondicherry: { pin: '605001', city: 'Puducherry' },
  puducherry: { pin: '605001', city: 'Puducherry' },
  allahabad: { pin: '211001', city: 'Prayagraj' },
  thane: { pin: '400601', city: 'Thane' },
  pune: { pin: '411001', city: 'Pune' },
  poona: { pin: '411001', city: 'Pune' },
};
