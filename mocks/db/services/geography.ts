import type { MockDb } from '../database';
import type { OrderRecord, ServingAreaRecord } from '../schema';
import { PLACES } from '../seed/places';

/*
 * Crew matching (beyond the spec): which county (serving area) an order's address lies in.
 * A real server geocodes; the mock takes the catalogue county whose center is nearest to the
 * address's coordinates, or to its city's when the address has none (cities of the seed),
 * and places nothing farther than MAX_KM from every center.
 */

const MAX_KM = 60;

type Point = { lat: number; lng: number };

function km(a: Point, b: Point): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad * Math.cos(((a.lat + b.lat) / 2) * rad);
  return 6371 * Math.hypot(dLat, dLng);
}

type AddressLike = { city: string; state: string; lat?: number | null; lng?: number | null };

function pointOf(address: AddressLike): Point | null {
  if (address.lat != null && address.lng != null) return { lat: address.lat, lng: address.lng };
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
): ServingAreaRecord | undefined {
  const point = pointOf(address);
  if (!point) return undefined;
  let best: ServingAreaRecord | undefined;
  let bestKm = MAX_KM;
  for (const area of areas) {
    if (area.state_initials !== address.state) continue;
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
export function orderCounties(
  db: MockDb,
  order: Pick<OrderRecord, 'pick_up_addresses' | 'destination_addresses'>,
): ServingAreaRecord[] {
  const areas = db.serving_areas.all();
  const result: ServingAreaRecord[] = [];
  for (const address of [...order.pick_up_addresses, ...order.destination_addresses]) {
    const county = countyOf(areas, address);
    if (county && !result.some((a) => a.id === county.id)) result.push(county);
  }
  return result;
}
