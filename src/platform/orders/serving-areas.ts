/** A county as the order's place and a person's serving areas name it. */
type Area = { id: number; name_with_state_initials: string };

/**
 * How a job's place relates to someone's serving areas (crew matching, the helper's Order
 * details): `outside` when none of the order's counties is served, `partial` when some are
 * not, `inside` when all are; `missing`, the ones not served. Null when the place is unknown
 * (no county). One rule for the company's crew page ("Outside serving area (…)") and the
 * helper's invitation ("… is not one of your serving areas.": QA-211 L6).
 */
export function areaFit(
  orderAreas: readonly Area[],
  servedIds: readonly number[],
): { kind: 'outside' | 'partial' | 'inside'; missing: Area[] } | null {
  if (orderAreas.length === 0) return null;
  const missing = orderAreas.filter((area) => !servedIds.includes(area.id));
  const kind =
    missing.length === orderAreas.length ? 'outside' : missing.length > 0 ? 'partial' : 'inside';
  return { kind, missing };
}

/** "Travis County, TX, Hays County, TX". */
export const areaNames = (areas: readonly Area[]) =>
  areas.map((area) => area.name_with_state_initials).join(', ');

/**
 * A place none of someone's serving areas holds, one way wherever it is said: crew matching's
 * reason and the job form's warning at an address ("Outside serving area (Harris County, TX)").
 */
export const outsideAreaText = (areas: readonly Area[]) =>
  `Outside serving area (${areaNames(areas)})`;

/** A branch's own serving area, as Find helpers says it to the branch ("Serves your area"). */
export const YOUR_AREA = 'your area';

/**
 * That someone serves a place, one way for every list that says it: crew matching's reasons
 * ("Serves Travis County, TX, Hays County, TX": the order's counties) and Find helpers' rows
 * ("Serves your area": the branch's).
 */
export const servesText = (where: string) => `Serves ${where}`;
