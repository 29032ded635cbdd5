import { parsePhone } from '../phone.js';
import { LOCAL_AREAS } from './local-areas.js';

/**
 * Where a North American business is, for offering it numbers nearby: a main area code per state (a few large cities
 * have their own) with the city's position, and the large metro areas by ZIP code and city (local-areas.ts). The
 * address's own area comes first when the address places the business; else the business phone's area code; then area
 * codes by distance.
 */
export interface AreaCodePlace {
  area: string;
  city: string;
  state: string;
  lat: number;
  lon: number;
}

// prettier-ignore
export const AREA_CODES: readonly AreaCodePlace[] = [
  ['205', 'Birmingham', 'AL', 33.52, -86.8], ['907', 'Anchorage', 'AK', 61.22, -149.9], ['602', 'Phoenix', 'AZ', 33.45, -112.07],
  ['501', 'Little Rock', 'AR', 34.75, -92.29], ['415', 'San Francisco', 'CA', 37.77, -122.42], ['213', 'Los Angeles', 'CA', 34.05, -118.24],
  ['619', 'San Diego', 'CA', 32.72, -117.16], ['303', 'Denver', 'CO', 39.74, -104.99], ['203', 'New Haven', 'CT', 41.31, -72.92],
  ['302', 'Wilmington', 'DE', 39.74, -75.55], ['202', 'Washington', 'DC', 38.91, -77.04], ['305', 'Miami', 'FL', 25.76, -80.19],
  ['407', 'Orlando', 'FL', 28.54, -81.38], ['404', 'Atlanta', 'GA', 33.75, -84.39], ['808', 'Honolulu', 'HI', 21.31, -157.86],
  ['208', 'Boise', 'ID', 43.62, -116.2], ['312', 'Chicago', 'IL', 41.88, -87.63], ['317', 'Indianapolis', 'IN', 39.77, -86.16],
  ['515', 'Des Moines', 'IA', 41.59, -93.62], ['316', 'Wichita', 'KS', 37.69, -97.34], ['502', 'Louisville', 'KY', 38.25, -85.76],
  ['504', 'New Orleans', 'LA', 29.95, -90.07], ['207', 'Portland', 'ME', 43.66, -70.26], ['410', 'Baltimore', 'MD', 39.29, -76.61],
  ['617', 'Boston', 'MA', 42.36, -71.06], ['313', 'Detroit', 'MI', 42.33, -83.05], ['612', 'Minneapolis', 'MN', 44.98, -93.27],
  ['601', 'Jackson', 'MS', 32.3, -90.18], ['314', 'St. Louis', 'MO', 38.63, -90.2], ['406', 'Billings', 'MT', 45.78, -108.5],
  ['402', 'Omaha', 'NE', 41.26, -95.93], ['702', 'Las Vegas', 'NV', 36.17, -115.14], ['603', 'Manchester', 'NH', 42.99, -71.46],
  ['201', 'Jersey City', 'NJ', 40.73, -74.08], ['505', 'Albuquerque', 'NM', 35.08, -106.65], ['212', 'New York', 'NY', 40.71, -74.01],
  ['716', 'Buffalo', 'NY', 42.89, -78.88], ['704', 'Charlotte', 'NC', 35.23, -80.84], ['701', 'Fargo', 'ND', 46.88, -96.79],
  ['614', 'Columbus', 'OH', 39.96, -83.0], ['405', 'Oklahoma City', 'OK', 35.47, -97.52], ['503', 'Portland', 'OR', 45.52, -122.68],
  ['215', 'Philadelphia', 'PA', 39.95, -75.17], ['412', 'Pittsburgh', 'PA', 40.44, -79.99], ['401', 'Providence', 'RI', 41.82, -71.41],
  ['803', 'Columbia', 'SC', 34.0, -81.03], ['605', 'Sioux Falls', 'SD', 43.55, -96.73], ['615', 'Nashville', 'TN', 36.16, -86.78],
  ['512', 'Austin', 'TX', 30.27, -97.74], ['214', 'Dallas', 'TX', 32.78, -96.8], ['713', 'Houston', 'TX', 29.76, -95.37],
  ['801', 'Salt Lake City', 'UT', 40.76, -111.89], ['802', 'Burlington', 'VT', 44.48, -73.21], ['804', 'Richmond', 'VA', 37.54, -77.44],
  ['206', 'Seattle', 'WA', 47.61, -122.33], ['304', 'Charleston', 'WV', 38.35, -81.63], ['414', 'Milwaukee', 'WI', 43.04, -87.91],
  ['307', 'Cheyenne', 'WY', 41.14, -104.82],
].map(([area, city, state, lat, lon]) => ({ area, city, state, lat, lon }) as AreaCodePlace);

// prettier-ignore
const STATE_NAMES: Record<string, string> = {
  alabama: 'AL', alaska: 'AK', arizona: 'AZ', arkansas: 'AR', california: 'CA', colorado: 'CO', connecticut: 'CT', delaware: 'DE',
  'district of columbia': 'DC', florida: 'FL', georgia: 'GA', hawaii: 'HI', idaho: 'ID', illinois: 'IL', indiana: 'IN', iowa: 'IA',
  kansas: 'KS', kentucky: 'KY', louisiana: 'LA', maine: 'ME', maryland: 'MD', massachusetts: 'MA', michigan: 'MI', minnesota: 'MN',
  mississippi: 'MS', missouri: 'MO', montana: 'MT', nebraska: 'NE', nevada: 'NV', 'new hampshire': 'NH', 'new jersey': 'NJ',
  'new mexico': 'NM', 'new york': 'NY', 'north carolina': 'NC', 'north dakota': 'ND', ohio: 'OH', oklahoma: 'OK', oregon: 'OR',
  pennsylvania: 'PA', 'rhode island': 'RI', 'south carolina': 'SC', 'south dakota': 'SD', tennessee: 'TN', texas: 'TX', utah: 'UT',
  vermont: 'VT', virginia: 'VA', washington: 'WA', 'west virginia': 'WV', wisconsin: 'WI', wyoming: 'WY',
};

const norm = (s: string | null | undefined) => (s ?? '').trim().toLowerCase().replace(/\./g, '');

function stateCode(state: string | null | undefined): string | null {
  const s = norm(state);
  if (/^[a-z]{2}$/.test(s)) return s.toUpperCase();
  return STATE_NAMES[s] ?? null;
}

/** The area code of a North American number ('+14155550134' → '415'), or null. */
export function areaCodeOf(phone: string | null | undefined): string | null {
  const parsed = parsePhone(phone ?? '', 'US');
  if (!parsed || parsed.countryCallingCode !== '1') return null;
  return parsed.nationalNumber.slice(0, 3);
}

const distance = (a: { lat: number; lon: number }, b: { lat: number; lon: number }) => {
  // Equirectangular is plenty for ranking cities.
  const x = ((b.lon - a.lon) * Math.PI) / 180 * Math.cos((((a.lat + b.lat) / 2) * Math.PI) / 180);
  const y = ((b.lat - a.lat) * Math.PI) / 180;
  return Math.sqrt(x * x + y * y);
};

interface Address {
  city?: string | null;
  state?: string | null;
  zip_code?: string | null;
  country?: string | null;
}

/**
 * Every place with its area codes, for ranking by distance: the large metro areas and each state's main city. Built on
 * first use, so a Lambda that bundles this module without ranking (the call Lambdas) can drop the tables.
 */
const places = (): ReadonlyArray<{ areas: readonly string[]; lat: number; lon: number }> => [
  ...LOCAL_AREAS,
  ...AREA_CODES.map((p) => ({ areas: [p.area], lat: p.lat, lon: p.lon })),
];

/**
 * The area an address is in, when it says so precisely: its ZIP code or city in the metro table (local-areas.ts), else
 * its city among the states' main cities. A state alone is not precise enough (New York State is not the 212).
 */
export function localAreaOf(address: Address | null | undefined): { areas: readonly string[]; lat: number; lon: number } | null {
  if (!address || (address.country && address.country !== 'US')) return null;
  const state = stateCode(address.state);
  const zip3 = /^\d{5}(?:-\d{4})?$/.test((address.zip_code ?? '').trim()) ? address.zip_code!.trim().slice(0, 3) : null;
  const inState = (place: { state: string }) => !state || place.state === state;
  const byZip = zip3 ? LOCAL_AREAS.find((a) => a.zip3.includes(zip3) && inState(a)) : undefined;
  if (byZip) return byZip;
  const city = norm(address.city);
  if (!city || !state) return null;
  const byCity = LOCAL_AREAS.find((a) => a.state === state && [a.city, ...(a.aliases ?? [])].some((name) => norm(name) === city));
  if (byCity) return byCity;
  const main = AREA_CODES.find((p) => p.state === state && norm(p.city) === city);
  return main ? { areas: [main.area], lat: main.lat, lon: main.lon } : null;
}

const rankedFrom = (origin: { lat: number; lon: number }) =>
  [...places()].sort((a, b) => distance(origin, a) - distance(origin, b)).flatMap((p) => p.areas);

/**
 * Area codes to offer numbers from, best first. The address decides when it places the business (a Brooklyn salon
 * gets a 718 number whatever its phone's area): its area's codes, then the nearest. Otherwise the business phone's
 * own area code, then the listed ones nearest to the phone's area (when listed here) or else to the address's state.
 * Empty when nothing places it (outside North America, no phone area and no known state).
 */
export function preferredAreaCodes(business: { phone_number?: string | null; address?: Address | null }): string[] {
  const local = localAreaOf(business.address);
  if (local) return [...new Set([...local.areas, ...rankedFrom(local)])];
  const own = areaCodeOf(business.phone_number);
  let origin: { lat: number; lon: number } | undefined = own ? AREA_CODES.find((p) => p.area === own) : undefined;
  if (!origin && business.address) {
    const state = stateCode(business.address.state);
    origin = AREA_CODES.find((p) => p.state === state);
  }
  return [...new Set([...(own ? [own] : []), ...(origin ? rankedFrom(origin) : [])])];
}
