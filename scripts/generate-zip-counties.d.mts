// Types for generate-zip-counties.mjs (plain JS so Node runs it without a build step).
type Geometry =
  | { type: 'Polygon'; coordinates: number[][][] }
  | { type: 'MultiPolygon'; coordinates: number[][][][] };
export const OUT: string;
export function contains(geometry: Geometry, point: [number, number]): boolean;
export function zipCountiesOf(
  counties: Array<{ id: string; geometry: Geometry }>,
  zips: Array<{ zipCode: string; latitude: number; longitude: number }>,
): Record<string, string[]>;
