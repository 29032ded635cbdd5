/**
 * A US business's likely time zone from its address, so onboarding proposes Maine's zone for a Maine address even when
 * the owner's browser is in Chicago. One zone per state; a state split between zones takes its most populous one
 * (Florida, Indiana, Kentucky, Michigan: Eastern; Tennessee, Texas, the Dakotas, Kansas, Nebraska: Central; Idaho:
 * Mountain; Oregon: Pacific). Zones are the picker's own where their rules agree today (Detroit, Indianapolis and
 * Boise keep New York's and Denver's clocks), so the owner sees a familiar name.
 */

const EASTERN = 'America/New_York';
const CENTRAL = 'America/Chicago';
const MOUNTAIN = 'America/Denver';
const PACIFIC = 'America/Los_Angeles';

/** Postal abbreviation → [state name, IANA zone]. */
const STATES: Record<string, readonly [string, string]> = {
  AL: ['Alabama', CENTRAL], AK: ['Alaska', 'America/Anchorage'], AZ: ['Arizona', 'America/Phoenix'], AR: ['Arkansas', CENTRAL],
  CA: ['California', PACIFIC], CO: ['Colorado', MOUNTAIN], CT: ['Connecticut', EASTERN], DE: ['Delaware', EASTERN],
  DC: ['District of Columbia', EASTERN], FL: ['Florida', EASTERN], GA: ['Georgia', EASTERN], HI: ['Hawaii', 'Pacific/Honolulu'],
  ID: ['Idaho', MOUNTAIN], IL: ['Illinois', CENTRAL], IN: ['Indiana', EASTERN], IA: ['Iowa', CENTRAL], KS: ['Kansas', CENTRAL],
  KY: ['Kentucky', EASTERN], LA: ['Louisiana', CENTRAL], ME: ['Maine', EASTERN], MD: ['Maryland', EASTERN],
  MA: ['Massachusetts', EASTERN], MI: ['Michigan', EASTERN], MN: ['Minnesota', CENTRAL], MS: ['Mississippi', CENTRAL],
  MO: ['Missouri', CENTRAL], MT: ['Montana', MOUNTAIN], NE: ['Nebraska', CENTRAL], NV: ['Nevada', PACIFIC],
  NH: ['New Hampshire', EASTERN], NJ: ['New Jersey', EASTERN], NM: ['New Mexico', MOUNTAIN], NY: ['New York', EASTERN],
  NC: ['North Carolina', EASTERN], ND: ['North Dakota', CENTRAL], OH: ['Ohio', EASTERN], OK: ['Oklahoma', CENTRAL],
  OR: ['Oregon', PACIFIC], PA: ['Pennsylvania', EASTERN], RI: ['Rhode Island', EASTERN], SC: ['South Carolina', EASTERN],
  SD: ['South Dakota', CENTRAL], TN: ['Tennessee', CENTRAL], TX: ['Texas', CENTRAL], UT: ['Utah', MOUNTAIN],
  VT: ['Vermont', EASTERN], VA: ['Virginia', EASTERN], WA: ['Washington', PACIFIC], WV: ['West Virginia', EASTERN],
  WI: ['Wisconsin', CENTRAL], WY: ['Wyoming', MOUNTAIN],
  PR: ['Puerto Rico', 'America/Puerto_Rico'], VI: ['U.S. Virgin Islands', 'America/St_Thomas'], GU: ['Guam', 'Pacific/Guam'],
  AS: ['American Samoa', 'Pacific/Pago_Pago'], MP: ['Northern Mariana Islands', 'Pacific/Saipan'],
};

const BY_NAME = new Map(Object.entries(STATES).map(([code, [name]]) => [normalise(name), code]));
BY_NAME.set('washington dc', 'DC');
BY_NAME.set('virgin islands', 'VI');

/** The first three digits of a ZIP → state (USPS prefix ranges; military and unassigned prefixes are absent). */
const ZIP_PREFIXES: ReadonlyArray<readonly [number, number, string]> = [
  [5, 5, 'NY'], [6, 7, 'PR'], [8, 8, 'VI'], [9, 9, 'PR'], [10, 27, 'MA'], [28, 29, 'RI'], [30, 38, 'NH'], [39, 49, 'ME'],
  [50, 54, 'VT'], [55, 55, 'MA'], [56, 59, 'VT'], [60, 69, 'CT'], [70, 89, 'NJ'], [100, 149, 'NY'], [150, 196, 'PA'],
  [197, 199, 'DE'], [200, 200, 'DC'], [201, 201, 'VA'], [202, 205, 'DC'], [206, 219, 'MD'], [220, 246, 'VA'],
  [247, 268, 'WV'], [270, 289, 'NC'], [290, 299, 'SC'], [300, 319, 'GA'], [320, 339, 'FL'], [341, 349, 'FL'],
  [350, 369, 'AL'], [370, 385, 'TN'], [386, 397, 'MS'], [398, 399, 'GA'], [400, 427, 'KY'], [430, 459, 'OH'],
  [460, 479, 'IN'], [480, 499, 'MI'], [500, 528, 'IA'], [530, 549, 'WI'], [550, 567, 'MN'], [569, 569, 'DC'],
  [570, 577, 'SD'], [580, 588, 'ND'], [590, 599, 'MT'], [600, 629, 'IL'], [630, 658, 'MO'], [660, 679, 'KS'],
  [680, 693, 'NE'], [700, 714, 'LA'], [716, 729, 'AR'], [730, 732, 'OK'], [733, 733, 'TX'], [734, 749, 'OK'],
  [750, 799, 'TX'], [800, 816, 'CO'], [820, 831, 'WY'], [832, 838, 'ID'], [840, 847, 'UT'], [850, 865, 'AZ'],
  [870, 884, 'NM'], [885, 885, 'TX'], [889, 898, 'NV'], [900, 961, 'CA'], [967, 968, 'HI'], [969, 969, 'GU'],
  [970, 979, 'OR'], [980, 994, 'WA'], [995, 999, 'AK'],
];

function normalise(text: string): string {
  return text.toLowerCase().replace(/[.,]/g, '').replace(/\s+/g, ' ').trim();
}

function stateCodeOf(state: string): string | undefined {
  const key = normalise(state);
  const upper = key.toUpperCase();
  if (upper in STATES) return upper;
  return BY_NAME.get(key);
}

function stateCodeOfZip(zip: string): string | undefined {
  const match = /^(\d{3})\d{2}(-\d{4})?$/.exec(zip.trim());
  if (!match) return undefined;
  const prefix = Number(match[1]);
  return ZIP_PREFIXES.find(([lo, hi]) => prefix >= lo && prefix <= hi)?.[2];
}

export interface AddressTimeZone {
  zone: string;
  /** The state's name, for "from your address in Maine". */
  state: string;
}

/**
 * The zone a US address (country 'US', or not chosen yet) points to: by its state when the state field names one
 * ('ME', 'Maine'), else by its ZIP; null for another country or an address that names neither.
 */
export function timeZoneForAddress(address: { country: string; state: string; zip_code: string }): AddressTimeZone | null {
  const country = address.country.trim().toUpperCase();
  if (country !== '' && country !== 'US') return null;
  const code = stateCodeOf(address.state) ?? stateCodeOfZip(address.zip_code);
  if (!code) return null;
  const [state, zone] = STATES[code]!;
  return { zone, state };
}
