import type { SeedContext } from './context';

/**
 * The serving-areas catalogue: real US counties around every seeded city, with their 5-digit
 * FIPS codes (state 2 + county 3, as in us-atlas) and approximate centers [lng, lat].
 */
// prettier-ignore
export const COUNTIES: Array<[fips: string, name: string, state: string, lng: number, lat: number]> = [
  // Austin
  ['48453', 'Travis County', 'TX', -97.78, 30.33], ['48491', 'Williamson County', 'TX', -97.6, 30.65],
  ['48209', 'Hays County', 'TX', -98.03, 30.06], ['48021', 'Bastrop County', 'TX', -97.31, 30.1],
  ['48055', 'Caldwell County', 'TX', -97.62, 29.84], ['48053', 'Burnet County', 'TX', -98.18, 30.79],
  ['48031', 'Blanco County', 'TX', -98.4, 30.27],
  // Dallas-Fort Worth
  ['48113', 'Dallas County', 'TX', -96.78, 32.77], ['48085', 'Collin County', 'TX', -96.58, 33.19],
  ['48121', 'Denton County', 'TX', -97.12, 33.21], ['48439', 'Tarrant County', 'TX', -97.29, 32.77],
  ['48397', 'Rockwall County', 'TX', -96.41, 32.9], ['48257', 'Kaufman County', 'TX', -96.29, 32.6],
  ['48139', 'Ellis County', 'TX', -96.8, 32.35],
  // Houston
  ['48201', 'Harris County', 'TX', -95.4, 29.86], ['48157', 'Fort Bend County', 'TX', -95.77, 29.53],
  ['48339', 'Montgomery County', 'TX', -95.5, 30.3], ['48167', 'Galveston County', 'TX', -94.98, 29.39],
  ['48039', 'Brazoria County', 'TX', -95.43, 29.17], ['48473', 'Waller County', 'TX', -95.99, 30.01],
  ['48291', 'Liberty County', 'TX', -94.81, 30.15], ['48071', 'Chambers County', 'TX', -94.67, 29.71],
  // Miami
  ['12086', 'Miami-Dade County', 'FL', -80.5, 25.61], ['12011', 'Broward County', 'FL', -80.45, 26.15],
  ['12099', 'Palm Beach County', 'FL', -80.44, 26.65], ['12087', 'Monroe County', 'FL', -81.15, 25.0],
  // Orlando
  ['12095', 'Orange County', 'FL', -81.32, 28.51], ['12117', 'Seminole County', 'FL', -81.24, 28.69],
  ['12097', 'Osceola County', 'FL', -81.08, 28.06], ['12069', 'Lake County', 'FL', -81.71, 28.76],
  ['12127', 'Volusia County', 'FL', -81.19, 29.06], ['12105', 'Polk County', 'FL', -81.7, 27.95],
  ['12009', 'Brevard County', 'FL', -80.73, 28.26],
  // Phoenix
  ['04013', 'Maricopa County', 'AZ', -112.49, 33.35], ['04021', 'Pinal County', 'AZ', -111.34, 32.9],
  // Denver
  ['08031', 'Denver County', 'CO', -104.88, 39.76], ['08005', 'Arapahoe County', 'CO', -104.33, 39.65],
  ['08059', 'Jefferson County', 'CO', -105.25, 39.59], ['08001', 'Adams County', 'CO', -104.34, 39.87],
  ['08035', 'Douglas County', 'CO', -104.93, 39.33],
  // Atlanta
  ['13121', 'Fulton County', 'GA', -84.47, 33.79], ['13089', 'DeKalb County', 'GA', -84.23, 33.77],
  ['13067', 'Cobb County', 'GA', -84.58, 33.94], ['13135', 'Gwinnett County', 'GA', -84.02, 33.96],
  ['13063', 'Clayton County', 'GA', -84.36, 33.54],
];

/** Inserts the catalogue (every scenario: it is reference data, not company data). */
export async function seedServingAreas(ctx: SeedContext): Promise<void> {
  for (const [fips, name, state, lng, lat] of COUNTIES) {
    await ctx.db.insert('serving_areas', {
      name,
      name_with_state_initials: `${name}, ${state}`,
      state_initials: state,
      fips,
      center: [lng, lat],
    });
  }
}
