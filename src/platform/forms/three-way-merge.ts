/**
 * A three-way merge of form values, as an edit form needs it when the record it was opened
 * on changes on the server meanwhile (someone else saved it): `base` is the server's copy the
 * form started from, `mine` what the form holds now, `theirs` the server's newer copy.
 *
 * Plain objects are merged key by key (dotted paths: 'customer.first_name'); anything else
 * (strings, numbers, booleans, null, arrays such as a list of addresses or positions) is one
 * value, compared deeply. For each value:
 *  - not changed by the user (mine equals base): the server's value (listed in `updated` when
 *    it differs), so a save never puts back what someone else changed;
 *  - changed by the user: the user's value; listed in `conflicts` when the server's copy also
 *    changed it, to something else.
 */
export type ThreeWayMerge<T> = {
  value: T;
  /** Paths whose value was taken from the server's newer copy. */
  updated: string[];
  /** Paths both the user and the server changed, differently (the user's value is kept). */
  conflicts: string[];
};

type Plain = Record<string, unknown>;

function isPlainObject(value: unknown): value is Plain {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

/** Structural equality of JSON-like values (objects without regard to key order). */
export function deepEqual(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((item, index) => deepEqual(item, b[index]));
  }
  if (!isPlainObject(a) || !isPlainObject(b)) return false;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const key of keys) if (!deepEqual(a[key], b[key])) return false;
  return true;
}

/** The value at a dotted path ('' is the whole value). */
export function valueAt(value: unknown, path: string): unknown {
  if (path === '') return value;
  let current = value;
  for (const key of path.split('.')) {
    if (!isPlainObject(current)) return undefined;
    current = current[key];
  }
  return current;
}

/**
 * `same` decides whether two values are one (deepEqual by default; a form whose save trims
 * its text may say ' Maria' and 'Maria' are, so the server's trimmed copy of a save is no
 * change of someone else's).
 */
export function threeWayMerge<T>(
  base: T,
  mine: T,
  theirs: T,
  same: (a: unknown, b: unknown) => boolean = deepEqual,
): ThreeWayMerge<T> {
  const updated: string[] = [];
  const conflicts: string[] = [];
  const walk = (b: unknown, m: unknown, t: unknown, path: string): unknown => {
    if (isPlainObject(b) && isPlainObject(m) && isPlainObject(t)) {
      const out: Plain = {};
      for (const key of new Set([...Object.keys(m), ...Object.keys(t), ...Object.keys(b)])) {
        const merged = walk(b[key], m[key], t[key], path ? `${path}.${key}` : key);
        if (merged !== undefined || key in m || key in t) out[key] = merged;
      }
      return out;
    }
    if (same(m, t)) return m;
    if (same(m, b)) {
      updated.push(path);
      return t;
    }
    if (!deepEqual(t, b)) conflicts.push(path);
    return m;
  };
  return { value: walk(base, mine, theirs, '') as T, updated, conflicts };
}

/**
 * The names of the fields at these paths, in the order `labels` lists them, each once: a path
 * takes the label of its longest labelled prefix ('pick_up_addresses.0.zip' that of
 * 'pick_up_addresses'); a path with none is left out.
 */
export function fieldNames(paths: readonly string[], labels: Readonly<Record<string, string>>) {
  const keys = new Set<string>();
  for (const path of paths) {
    const parts = path.split('.');
    for (let n = parts.length; n > 0; n--) {
      const key = parts.slice(0, n).join('.');
      if (key in labels) {
        keys.add(key);
        break;
      }
    }
  }
  return Object.keys(labels)
    .filter((key) => keys.has(key))
    .map((key) => labels[key]!)
    .filter((name, index, all) => all.indexOf(name) === index);
}
