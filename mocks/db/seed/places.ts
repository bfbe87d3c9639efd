/** Real US cities with real street names, so branch and (later) order addresses look right. */
export interface Place {
  city: string;
  state: string;
  state_initials: string;
  latitude: number;
  longitude: number;
  areaCodes: string[];
  zipPrefix: string;
  streets: string[];
}

export const PLACES = {
  austin: {
    city: 'Austin',
    state: 'Texas',
    state_initials: 'TX',
    latitude: 30.2672,
    longitude: -97.7431,
    areaCodes: ['512', '737'],
    zipPrefix: '787',
    streets: [
      'Congress Ave',
      'Burnet Rd',
      'S Lamar Blvd',
      'E Riverside Dr',
      'N Lamar Blvd',
      'Guadalupe St',
      'E Cesar Chavez St',
      'Airport Blvd',
    ],
  },
  dallas: {
    city: 'Dallas',
    state: 'Texas',
    state_initials: 'TX',
    latitude: 32.7767,
    longitude: -96.797,
    areaCodes: ['214', '469'],
    zipPrefix: '752',
    streets: [
      'Commerce St',
      'Elm St',
      'Ross Ave',
      'Greenville Ave',
      'Lemmon Ave',
      'Gaston Ave',
      'Oak Lawn Ave',
      'McKinney Ave',
    ],
  },
  houston: {
    city: 'Houston',
    state: 'Texas',
    state_initials: 'TX',
    latitude: 29.7604,
    longitude: -95.3698,
    areaCodes: ['713', '832'],
    zipPrefix: '770',
    streets: [
      'Westheimer Rd',
      'Montrose Blvd',
      'Washington Ave',
      'Richmond Ave',
      'Kirby Dr',
      'Navigation Blvd',
      'Shepherd Dr',
      'Travis St',
    ],
  },
  miami: {
    city: 'Miami',
    state: 'Florida',
    state_initials: 'FL',
    latitude: 25.7617,
    longitude: -80.1918,
    areaCodes: ['305', '786'],
    zipPrefix: '331',
    streets: [
      'Biscayne Blvd',
      'Brickell Ave',
      'SW 8th St',
      'Coral Way',
      'NW 7th Ave',
      'Collins Ave',
    ],
  },
  orlando: {
    city: 'Orlando',
    state: 'Florida',
    state_initials: 'FL',
    latitude: 28.5383,
    longitude: -81.3792,
    areaCodes: ['407', '689'],
    zipPrefix: '328',
    streets: [
      'N Orange Ave',
      'E Colonial Dr',
      'N Mills Ave',
      'S Kirkman Rd',
      'N Semoran Blvd',
      'Edgewater Dr',
    ],
  },
  phoenix: {
    city: 'Phoenix',
    state: 'Arizona',
    state_initials: 'AZ',
    latitude: 33.4484,
    longitude: -112.074,
    areaCodes: ['602', '480'],
    zipPrefix: '850',
    streets: ['N Central Ave', 'E Camelback Rd', 'W Indian School Rd', 'E McDowell Rd', 'N 7th St'],
  },
  denver: {
    city: 'Denver',
    state: 'Colorado',
    state_initials: 'CO',
    latitude: 39.7392,
    longitude: -104.9903,
    areaCodes: ['303', '720'],
    zipPrefix: '802',
    streets: ['E Colfax Ave', 'S Broadway', 'Larimer St', 'Federal Blvd', 'E 17th Ave'],
  },
  atlanta: {
    city: 'Atlanta',
    state: 'Georgia',
    state_initials: 'GA',
    latitude: 33.749,
    longitude: -84.388,
    areaCodes: ['404', '678'],
    zipPrefix: '303',
    streets: [
      'Peachtree St NE',
      'Ponce de Leon Ave NE',
      'Piedmont Ave NE',
      'Memorial Dr SE',
      'Spring St NW',
    ],
  },
} satisfies Record<string, Place>;

export type PlaceKey = keyof typeof PLACES;

/*
 * A showcase job's own customer contact, made from its order number: the seed steps after the
 * branch's orders model their jobs on one of them, and had kept its phone and address, so
 * different customers shared them (review L16).
 */

/** An address like `address` at another house number (from the order number), no unit. */
export function ownAddress<A extends { street: string; unit?: string | null }>(
  number: number,
  address: A,
): A {
  const house = 200 + ((number * 137 + address.street.length) % 9000);
  return { ...address, street: address.street.replace(/^\d+/, String(house)), unit: null };
}

/** A phone in 555-0100..0199, the numbers kept for fiction, from the order number. */
export function ownPhone(number: number, areaCode = '512'): string {
  return `${areaCode}5550${100 + (number % 100)}`;
}
