/** Two-letter codes the contract's StateInitials takes: the 50 states and DC, A to Z. */
export const US_STATE_CODES = (
  'AK AL AR AZ CA CO CT DC DE FL GA HI IA ID IL IN KS KY LA MA MD ME MI MN MO MS MT NC ND NE ' +
  'NH NJ NM NV NY OH OK OR PA RI SC SD TN TX UT VA VT WA WI WV WY'
).split(' ');

const STATE_NAMES: Record<string, string> = {
  AK: 'Alaska',
  AL: 'Alabama',
  AR: 'Arkansas',
  AZ: 'Arizona',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DC: 'District of Columbia',
  DE: 'Delaware',
  FL: 'Florida',
  GA: 'Georgia',
  HI: 'Hawaii',
  IA: 'Iowa',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  MA: 'Massachusetts',
  MD: 'Maryland',
  ME: 'Maine',
  MI: 'Michigan',
  MN: 'Minnesota',
  MO: 'Missouri',
  MS: 'Mississippi',
  MT: 'Montana',
  NC: 'North Carolina',
  ND: 'North Dakota',
  NE: 'Nebraska',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NV: 'Nevada',
  NY: 'New York',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VA: 'Virginia',
  VT: 'Vermont',
  WA: 'Washington',
  WI: 'Wisconsin',
  WV: 'West Virginia',
  WY: 'Wyoming',
};

/**
 * Select items (platform/forms SelectField reads `id` and `name`): "Texas (TX)", by name, so
 * typing a state's name in the select picks it (QA 57 M1: the codes alone, and "Texas" typed
 * picked TN). The value stays the code. Sorted by code unit, which for these names (ASCII,
 * no two differing only by case) is the alphabetical order (zone.test.ts): `localeCompare` loaded
 * the engine's collation data while this module was evaluated, on every page's first load
 * (~45 ms of the entry at 4x CPU throttling).
 */
export const US_STATE_ITEMS = US_STATE_CODES.map((code) => ({
  id: code,
  name: `${STATE_NAMES[code]} (${code})`,
})).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));

const NY = 'America/New_York';
const CHI = 'America/Chicago';
const DEN = 'America/Denver';
const LA = 'America/Los_Angeles';

/**
 * Each state's main IANA time zone (4/8): the zone of a branch whose provider gives none, and
 * the zone the mock gives its branches. States split between two zones (Texas's El Paso,
 * Florida's panhandle) take the zone most of their people live in.
 */
export const STATE_TIME_ZONES: Record<string, string> = {
  AK: 'America/Anchorage',
  AL: CHI,
  AR: CHI,
  AZ: 'America/Phoenix',
  CA: LA,
  CO: DEN,
  CT: NY,
  DC: NY,
  DE: NY,
  FL: NY,
  GA: NY,
  HI: 'Pacific/Honolulu',
  IA: CHI,
  ID: 'America/Boise',
  IL: CHI,
  IN: 'America/Indiana/Indianapolis',
  KS: CHI,
  KY: NY,
  LA: CHI,
  MA: NY,
  MD: NY,
  ME: NY,
  MI: 'America/Detroit',
  MN: CHI,
  MO: CHI,
  MS: CHI,
  MT: DEN,
  NC: NY,
  ND: CHI,
  NE: CHI,
  NH: NY,
  NJ: NY,
  NM: DEN,
  NV: LA,
  NY: NY,
  OH: NY,
  OK: CHI,
  OR: LA,
  PA: NY,
  RI: NY,
  SC: NY,
  SD: CHI,
  TN: CHI,
  TX: CHI,
  UT: DEN,
  VA: NY,
  VT: NY,
  WA: LA,
  WI: CHI,
  WV: NY,
  WY: DEN,
};

/** The zone of a state ('TX' -> 'America/Chicago'); undefined for an unknown code. */
export function stateTimeZone(stateInitials: string | null | undefined): string | undefined {
  return stateInitials ? STATE_TIME_ZONES[stateInitials.toUpperCase()] : undefined;
}
