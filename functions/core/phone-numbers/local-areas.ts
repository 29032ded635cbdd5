/**
 * The area codes of the largest US metro areas, to give a business a number local to its address: its ZIP code's
 * first three digits (the postal sectional center, which for these cities lies inside one area-code region), else its
 * city's name. `areas` lists the region's area codes, the original first and its overlays after (all ring as local).
 * No npm package maps addresses to area codes (the ZIP databases on npm carry coordinates, at megabytes a Lambda would
 * bundle), so this is a short hand-kept table from the North American Numbering Plan's area maps: extend it as
 * owners come from elsewhere. An address it does not know falls back to the business phone's area code.
 */
export interface LocalArea {
  city: string;
  /** Other names owners type for the same place ("NYC", a borough's own name). */
  aliases?: readonly string[];
  state: string;
  zip3: readonly string[];
  areas: readonly string[];
  lat: number;
  lon: number;
}

// prettier-ignore
export const LOCAL_AREAS: readonly LocalArea[] = [
  { city: 'Manhattan', aliases: ['New York', 'New York City', 'NYC'], state: 'NY', zip3: ['100', '101', '102'], areas: ['212', '646', '332', '917'], lat: 40.78, lon: -73.97 },
  { city: 'Brooklyn', state: 'NY', zip3: ['112'], areas: ['718', '347', '929', '917'], lat: 40.68, lon: -73.94 },
  { city: 'Queens', aliases: ['Long Island City', 'Flushing', 'Jamaica', 'Astoria', 'Far Rockaway'], state: 'NY', zip3: ['111', '113', '114', '116'], areas: ['718', '347', '929', '917'], lat: 40.73, lon: -73.79 },
  { city: 'Bronx', aliases: ['The Bronx'], state: 'NY', zip3: ['104'], areas: ['718', '347', '929', '917'], lat: 40.84, lon: -73.86 },
  { city: 'Staten Island', state: 'NY', zip3: ['103'], areas: ['718', '347', '929', '917'], lat: 40.58, lon: -74.15 },
  { city: 'Los Angeles', state: 'CA', zip3: [], areas: ['213', '323'], lat: 34.05, lon: -118.24 },
  { city: 'Chicago', state: 'IL', zip3: ['606'], areas: ['312', '773', '872'], lat: 41.88, lon: -87.63 },
  { city: 'Houston', state: 'TX', zip3: ['770'], areas: ['713', '281', '832', '346'], lat: 29.76, lon: -95.37 },
  { city: 'Phoenix', state: 'AZ', zip3: ['850'], areas: ['602', '480', '623'], lat: 33.45, lon: -112.07 },
  { city: 'Philadelphia', state: 'PA', zip3: ['191'], areas: ['215', '267', '445'], lat: 39.95, lon: -75.17 },
  { city: 'San Antonio', state: 'TX', zip3: ['782'], areas: ['210', '726'], lat: 29.42, lon: -98.49 },
  { city: 'San Diego', state: 'CA', zip3: ['921'], areas: ['619', '858'], lat: 32.72, lon: -117.16 },
  { city: 'Dallas', state: 'TX', zip3: ['752'], areas: ['214', '469', '972', '945'], lat: 32.78, lon: -96.8 },
  { city: 'San Jose', state: 'CA', zip3: ['951'], areas: ['408', '669'], lat: 37.34, lon: -121.89 },
  { city: 'Austin', state: 'TX', zip3: ['787'], areas: ['512', '737'], lat: 30.27, lon: -97.74 },
  { city: 'Jacksonville', state: 'FL', zip3: ['322'], areas: ['904'], lat: 30.33, lon: -81.66 },
  { city: 'Fort Worth', state: 'TX', zip3: ['761'], areas: ['817', '682'], lat: 32.76, lon: -97.33 },
  { city: 'Columbus', state: 'OH', zip3: ['432'], areas: ['614', '380'], lat: 39.96, lon: -83.0 },
  { city: 'Charlotte', state: 'NC', zip3: ['282'], areas: ['704', '980'], lat: 35.23, lon: -80.84 },
  { city: 'San Francisco', state: 'CA', zip3: ['941'], areas: ['415', '628'], lat: 37.77, lon: -122.42 },
  { city: 'Oakland', state: 'CA', zip3: ['946'], areas: ['510', '341'], lat: 37.8, lon: -122.27 },
  { city: 'Indianapolis', state: 'IN', zip3: ['462'], areas: ['317', '463'], lat: 39.77, lon: -86.16 },
  { city: 'Seattle', state: 'WA', zip3: ['981'], areas: ['206'], lat: 47.61, lon: -122.33 },
  { city: 'Denver', state: 'CO', zip3: ['802'], areas: ['303', '720', '983'], lat: 39.74, lon: -104.99 },
  { city: 'Washington', state: 'DC', zip3: ['200'], areas: ['202', '771'], lat: 38.91, lon: -77.04 },
  { city: 'Boston', state: 'MA', zip3: ['021'], areas: ['617', '857'], lat: 42.36, lon: -71.06 },
  { city: 'Nashville', state: 'TN', zip3: ['372'], areas: ['615', '629'], lat: 36.16, lon: -86.78 },
  { city: 'Detroit', state: 'MI', zip3: ['482'], areas: ['313'], lat: 42.33, lon: -83.05 },
  { city: 'Portland', state: 'OR', zip3: ['972'], areas: ['503', '971'], lat: 45.52, lon: -122.68 },
  { city: 'Las Vegas', state: 'NV', zip3: ['891'], areas: ['702', '725'], lat: 36.17, lon: -115.14 },
  { city: 'Memphis', state: 'TN', zip3: ['381'], areas: ['901'], lat: 35.15, lon: -90.05 },
  { city: 'Louisville', state: 'KY', zip3: ['402'], areas: ['502'], lat: 38.25, lon: -85.76 },
  { city: 'Baltimore', state: 'MD', zip3: ['212'], areas: ['410', '443', '667'], lat: 39.29, lon: -76.61 },
  { city: 'Milwaukee', state: 'WI', zip3: ['532'], areas: ['414'], lat: 43.04, lon: -87.91 },
  { city: 'Albuquerque', state: 'NM', zip3: ['871'], areas: ['505'], lat: 35.08, lon: -106.65 },
  { city: 'Atlanta', state: 'GA', zip3: ['303'], areas: ['404', '470', '678'], lat: 33.75, lon: -84.39 },
  { city: 'Miami', state: 'FL', zip3: ['331'], areas: ['305', '786'], lat: 25.76, lon: -80.19 },
  { city: 'Minneapolis', state: 'MN', zip3: ['554'], areas: ['612'], lat: 44.98, lon: -93.27 },
  { city: 'New Orleans', state: 'LA', zip3: ['701'], areas: ['504'], lat: 29.95, lon: -90.07 },
  { city: 'St. Louis', aliases: ['Saint Louis'], state: 'MO', zip3: ['631'], areas: ['314', '557'], lat: 38.63, lon: -90.2 },
  { city: 'Pittsburgh', state: 'PA', zip3: ['152'], areas: ['412', '878'], lat: 40.44, lon: -79.99 },
  { city: 'Salt Lake City', state: 'UT', zip3: ['841'], areas: ['801', '385'], lat: 40.76, lon: -111.89 },
  { city: 'Orlando', state: 'FL', zip3: ['328'], areas: ['407', '689'], lat: 28.54, lon: -81.38 },
  { city: 'Tampa', state: 'FL', zip3: ['336'], areas: ['813', '656'], lat: 27.95, lon: -82.46 },
  { city: 'Sacramento', state: 'CA', zip3: ['958'], areas: ['916', '279'], lat: 38.58, lon: -121.49 },
  { city: 'Kansas City', state: 'MO', zip3: ['641'], areas: ['816'], lat: 39.1, lon: -94.58 },
  { city: 'Cleveland', state: 'OH', zip3: ['441'], areas: ['216'], lat: 41.5, lon: -81.69 },
  { city: 'Newark', state: 'NJ', zip3: ['071'], areas: ['973', '862'], lat: 40.74, lon: -74.17 },
  { city: 'Honolulu', state: 'HI', zip3: ['968'], areas: ['808'], lat: 21.31, lon: -157.86 },
];
