import { lazyValue } from '@/platform/routing/lazy-component';
import type { MockDb } from '../database';
import type { BranchRecord, OrderRecord, ServingAreaRecord } from '../schema';
import { PLACES } from '../seed/places';

/*
 * Crew matching (beyond the spec): which county (serving area) an order's address lies in.
 * A real server geocodes; the mock takes the catalogue county whose center is nearest to the
 * address's coordinates; with none (an address typed in a form), the county that holds its
 * ZIP code (../generated/zip-counties.json, from the Census Bureau's ZIP areas and the map's
 * county outlines: scripts/generate-zip-counties.mjs), or else the county nearest to its
 * city's center (cities of the seed). It places nothing farther than MAX_KM from every
 * center (QA 57a M7: before ZIP codes, a pick-up in Round Rock, TX 78664 was placed nowhere,
 * and the crew's match reasons left its county out).
 */

const MAX_KM = 60;

type Point = { lat: number; lng: number };

function km(a: Point, b: Point): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad * Math.cos(((a.lat + b.lat) / 2) * rad);
  return 6371 * Math.hypot(dLat, dLng);
}

type AddressLike = {
  city: string;
  state: string;
  zip?: string | null;
  lat?: number | null;
  lng?: number | null;
};

/** ZIP code -> the catalogue county (FIPS) that holds it. */
export type ZipCounties = ReadonlyMap<string, string>;

/**
 * The ZIP table, loaded on first use (a chunk of its own: ~3 KB gzip the demo's start does
 * not wait for; only crew matching reads it), and again after a failed download.
 */
const zipCounties = lazyValue(() =>
  import('../generated/zip-counties.json').then(
    ({ default: table }): ZipCounties =>
      new Map(
        Object.entries(table as Record<string, string[]>).flatMap(([fips, zips]) =>
          zips.map((zip) => [zip, fips] as const),
        ),
      ),
  ),
);
export const loadZipCounties = zipCounties.load;

function cityPoint(address: AddressLike): Point | null {
  const city = address.city.trim().toLowerCase();
  const place = Object.values(PLACES).find(
    (p) => p.city.toLowerCase() === city && p.state_initials === address.state,
  );
  return place ? { lat: place.latitude, lng: place.longitude } : null;
}

/** The county an address lies in, or undefined when the mock cannot place it. */
export function countyOf(
  areas: readonly ServingAreaRecord[],
  address: AddressLike,
  byZip: ZipCounties,
): ServingAreaRecord | undefined {
  if (address.lat != null && address.lng != null)
    return nearest(areas, address.state, { lat: address.lat, lng: address.lng });
  const zip = address.zip?.trim();
  if (zip && /^\d{5}$/.test(zip)) {
    const fips = byZip.get(zip);
    const county = fips && areas.find((area) => area.fips === fips);
    if (county && county.state_initials === address.state) return county;
  }
  const point = cityPoint(address);
  return point ? nearest(areas, address.state, point) : undefined;
}

function nearest(
  areas: readonly ServingAreaRecord[],
  state: string,
  point: Point,
): ServingAreaRecord | undefined {
  let best: ServingAreaRecord | undefined;
  let bestKm = MAX_KM;
  for (const area of areas) {
    if (area.state_initials !== state) continue;
    const [lng, lat] = area.center;
    const distance = km(point, { lat: lat!, lng: lng! });
    if (distance < bestKm) {
      best = area;
      bestKm = distance;
    }
  }
  return best;
}

/** The counties of an order's addresses: pick-ups first, then destinations, each once. */
export async function orderCounties(
  db: MockDb,
  order: Pick<OrderRecord, 'pick_up_addresses' | 'destination_addresses'>,
): Promise<ServingAreaRecord[]> {
  return countiesWith(db, order, await loadZipCounties());
}

/**
 * The same for a presenter that cannot wait (the helper's invitation): with the ZIP table if
 * it has been loaded (the helper's invitation handlers load it first), else without it.
 */
export function orderCountiesNow(
  db: MockDb,
  order: Pick<OrderRecord, 'pick_up_addresses' | 'destination_addresses'>,
): ServingAreaRecord[] {
  return countiesWith(db, order, zipCounties.loaded() ?? new Map());
}

function countiesWith(
  db: MockDb,
  order: Pick<OrderRecord, 'pick_up_addresses' | 'destination_addresses'>,
  byZip: ZipCounties,
): ServingAreaRecord[] {
  const areas = db.serving_areas.all();
  const result: ServingAreaRecord[] = [];
  for (const address of [...order.pick_up_addresses, ...order.destination_addresses]) {
    const county = countyOf(areas, address, byZip);
    if (county && !result.some((a) => a.id === county.id)) result.push(county);
  }
  return result;
}

/**
 * The counties a branch works in (Find helpers ranks who serves them first): its serving
 * areas, or with none, the county its address lies in (none when the mock cannot place it).
 */
export async function branchCounties(db: MockDb, branch: BranchRecord): Promise<number[]> {
  if (branch.serving_area_ids?.length) return [...branch.serving_area_ids];
  // A street address may end with its ZIP code; the ZIP table loads only for one.
  const zip = /\b(\d{5})(?:-\d{4})?$/.exec(branch.address.trim())?.[1];
  const county = countyOf(
    db.serving_areas.all(),
    {
      city: branch.city,
      state: branch.state_initials,
      zip,
      lat: branch.latitude,
      lng: branch.longitude,
    },
    zip ? await loadZipCounties() : new Map(),
  );
  return county ? [county.id] : [];
}
